import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The signed-in user's first screen: the shell and the dashboard. */
export const SIGNED_IN_ROOTS = /(?:app[\\/]shell[\\/]app-shell|features[\\/]dashboard[\\/]routes[\\/]dashboard-page)\.tsx$/;
/** The catalogue sections the signed-in frame and the dashboard await (app/lazy-pages.ts `signedInFrame`). */
export const SHELL_TEXTS = /lib[\\/]i18n[\\/]shell-catalogue\.ts$/;
/** /login's screen: the `login` group's root, and where `firstScreenUi` in vite.config.ts walks from. */
export const LOGIN_PAGE = /features[\\/]auth[\\/]routes[\\/]login-page\.tsx$/;

/** The chunk of the UI library modules the first screen needs (vite.config.ts, `firstScreenUi`). */
export const UI_CHUNK = 'ui';

/** The visitor's pages of the programme's contents and PCDTs (also the roots of their documents' hints). */
export const PUBLIC_CONTENTS_PAGE = /features[\\/]contents[\\/]routes[\\/]public-contents-page\.tsx$/;
export const PUBLIC_PCDT_PAGE = /features[\\/]pcdt[\\/]routes[\\/]public-pcdt-page\.tsx$/;
export const PATIENT_LINK_PAGE = /features[\\/]patient-confirmation[\\/]routes[\\/]patient-confirmation-page\.tsx$/;
/** The public pages a visitor opens from a link: the programme's contents and PCDTs, the patient's link. */
const PUBLIC_PAGES = new RegExp([PUBLIC_CONTENTS_PAGE, PUBLIC_PCDT_PAGE, PATIENT_LINK_PAGE].map((pattern) => pattern.source).join('|'));

/**
 * What every public page awaits beside its screen (app/lazy-pages.ts `publicScreen`): the catalogue
 * sections it shows and the endpoints open to visitors. The bundler makes three files of them (the
 * sections are shared with the full catalogue); one is enough.
 */
export const PUBLIC_DATA = /(?:lib[\\/]i18n[\\/]public-catalogue\.ts|virtual:api-manifest\/public)$/;

/**
 * The first step a public page shows once its data has answered, lazy in the page but fetched at
 * boot beside it (app/lazy-pages.ts): the patient's link opens on the CPF step.
 */
export const PUBLIC_FIRST_STEPS = /features[\\/]patient-confirmation[\\/]components[\\/]step-cpf\.tsx$/;

/** The patient's link feature, whose lazy steps may share the first step's modules. */
const PATIENT_LINK = /features[\\/]patient-confirmation[\\/]/;

/** One chunk the build makes of the listed modules (ids). */
interface Group { name: string; modules: string[] }

type Chunk = Rolldown.OutputChunk;

/** The chunks reached from `from` by static imports, and dynamic ones when `dynamic`, never entering `stop`. */
export function reach(from: Chunk[], byFile: Map<string, Chunk>, dynamic: boolean, stop: (chunk: Chunk) => boolean): Set<Chunk> {
  const seen = new Set<Chunk>();
  const stack = [...from];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of dynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
      const next = byFile.get(file);
      if (next && !stop(next)) stack.push(next);
    }
  }
  return seen;
}

/**
 * A few chunks for each first screen rather than dozens of small ones: a phone fetches six files at
 * a time, and each costs its headers and a round trip. The bundler splits every module shared with
 * a lazy screen into its own chunk. The plan groups them, in this order:
 * - `boot`: what the entry imports beyond its own chunk and `ui` (the router, the query client, the
 *   API client, the core texts…): /login's first load is four files;
 * - `login`: the login page and what it imports beyond those: one more file;
 * - `shell-texts`: the catalogue sections the signed-in frame and the dashboard await, which the
 *   whole catalogue imports too;
 * - `signed-in`: the shell, the dashboard and every module they use that no visitor's page loads;
 * - `shared`: the modules the shell and the dashboard share with the public pages and not with
 *   /login's first load (cards, chips, dialogs' portal…), which those pages mostly need too;
 * - `public-data`: the catalogue sections and API manifest every public page awaits;
 * - for the public pages, one group per set of pages that use a module (`public-contents-pcdt`: the
 *   select and the grid; `public-contents-page`: the list of contents…), so that no page loads
 *   another's code and each loads three or four files of its own;
 * - `public-first-step`: the first step of the patient's link, fetched beside its page, and
 *   `form-basics`, what that step shares with other screens' forms (the masked field, the date
 *   format, the API error handler).
 *
 * Which modules those are is read from a first build's chunks (after tree-shaking), not from the
 * import graph: package barrels re-export modules a page never uses, and a module left outside a
 * group by such a guess would land in a chunk that imports the group — a cycle. So `npm run build`
 * builds twice: the planning pass writes the groups and no files; the second makes them. The groups
 * do not overlap, and each is closed under imports apart from the entry's chunk, `ui` and the
 * groups before it. Without a plan the build chunks as usual.
 */
export function screenChunks(planFile: string, planning: boolean) {
  const stored: unknown = !planning && fs.existsSync(planFile) ? JSON.parse(fs.readFileSync(planFile, 'utf8')) : [];
  // A plan of an older build's shape is not a list of groups: the build then chunks as usual.
  const plan = Array.isArray(stored) ? stored as Group[] : [];
  const plugin: Plugin = {
    name: 'screen-chunks',
    generateBundle(_options, bundle) {
      if (!planning) return;
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const rootsOf = (pattern: RegExp) => chunks.filter((c) => c.facadeModuleId !== null && pattern.test(c.facadeModuleId));
      const entries = chunks.filter((c) => c.isEntry);
      const signedInRoots = new Set(rootsOf(SIGNED_IN_ROOTS));
      const visitor = reach(entries, byFile, true, (c) => signedInRoots.has(c));
      const boot = reach(entries, byFile, false, () => false);
      const login = reach([...entries, ...rootsOf(LOGIN_PAGE)], byFile, false, () => false);
      const firstScreen = reach([...signedInRoots], byFile, false, () => false);
      const shellTexts = new Set([...reach(rootsOf(SHELL_TEXTS), byFile, false, () => false)].filter((c) => !login.has(c)));
      const publicData = reach(rootsOf(PUBLIC_DATA), byFile, false, () => false);
      const taken = (c: Chunk) => login.has(c) || firstScreen.has(c) || publicData.has(c) || shellTexts.has(c);
      const pageGroups = publicGroups(rootsOf(PUBLIC_PAGES), byFile, taken, publicData);
      const inPageGroup = new Set(pageGroups.flatMap(([, list]) => list));
      // What other features' lazy screens import too (a date format, the masked field, the API
      // error handler) is one more group, `form-basics`: with the step's own modules it would come
      // with them (the dashboard's weekly panel, say); as the splitter leaves it, six files.
      const firstStep = [...reach(rootsOf(PUBLIC_FIRST_STEPS), byFile, false, () => false)].filter((c) => !taken(c) && !inPageGroup.has(c));
      const elsewhere = reach(chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId !== null && !PATIENT_LINK.test(c.facadeModuleId)), byFile, false, () => false);
      // The entry's own chunk, the UI chunk and the bundler's runtime stay as they are.
      const groupable = (c: Chunk) => !c.isEntry && c.name !== UI_CHUNK && c.name !== 'rolldown-runtime';
      const group = (name: string, list: Iterable<Chunk>): Group => ({ name, modules: [...list].filter(groupable).flatMap((c) => Object.keys(c.modules)) });
      const next = [
        group('boot', boot),
        group('login', [...login].filter((c) => !boot.has(c))),
        group('shell-texts', shellTexts),
        group('signed-in', [...firstScreen].filter((c) => !visitor.has(c))),
        group('shared', [...firstScreen].filter((c) => visitor.has(c) && !login.has(c))),
        ...pageGroups.map(([name, list]) => group(name, list.filter((c) => !login.has(c) && !firstScreen.has(c)))),
        group('public-first-step', firstStep.filter((c) => !elsewhere.has(c))),
        group('form-basics', firstStep.filter((c) => elsewhere.has(c))),
      ];
      fs.mkdirSync(path.dirname(planFile), { recursive: true });
      fs.writeFileSync(planFile, JSON.stringify(next));
    },
  };
  // The groups are closed: what they import outside them is already in other chunks.
  const groups = plan.map(({ name, modules }) => {
    const ids = new Set(modules);
    return { name, test: (id: string) => ids.has(id), includeDependenciesRecursively: false };
  });
  return { plugin, groups };
}

/**
 * The chunks the public pages import that no earlier group holds, grouped by the set of pages
 * that import them. A group imports only groups of more pages, so they form no cycle. What every
 * public page imports joins `data` (what they all await) in `public-data`: one file fewer each.
 */
function publicGroups(pages: Chunk[], byFile: Map<string, Chunk>, taken: (chunk: Chunk) => boolean, data: Set<Chunk>): [string, Chunk[]][] {
  const usedBy = new Map<Chunk, string[]>();
  for (const page of pages) {
    for (const chunk of reach([page], byFile, false, () => false)) {
      if (!taken(chunk)) usedBy.set(chunk, [...(usedBy.get(chunk) ?? []), page.name]);
    }
  }
  const byPages = new Map<string, Chunk[]>([['public-data', [...data]]]);
  for (const [chunk, names] of usedBy) {
    const name = names.length === pages.length ? 'public-data'
      : names.length === 1 ? names[0]! : `public-${names.map((n) => n.replace(/^public-|-page$/g, '')).sort().join('-')}`;
    byPages.set(name, [...(byPages.get(name) ?? []), chunk]);
  }
  return [...byPages];
}

/** Fails the build when chunks import each other in a circle (a module order the browser cannot keep). */
export const noChunkCycles: Plugin = {
  name: 'no-chunk-cycles',
  generateBundle(_options, bundle) {
    const imports = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [])));
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') this.error(`chunk cycle: ${[...trail, file].join(' -> ')}`);
      state.set(file, 'open');
      for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of imports.keys()) visit(file, []);
  },
};
