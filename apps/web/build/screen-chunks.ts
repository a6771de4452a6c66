import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The signed-in user's first screen: the shell and the dashboard. */
const ROOTS = /(?:app[\\/]shell[\\/]app-shell|features[\\/]dashboard[\\/]routes[\\/]dashboard-page)\.tsx$/;
/** /login's screen: the `login` group's root, and where `firstScreenUi` in vite.config.ts walks from. */
export const LOGIN_PAGE = /features[\\/]auth[\\/]routes[\\/]login-page\.tsx$/;

/** The chunk of the UI library modules the first screen needs (vite.config.ts, `firstScreenUi`). */
export const UI_CHUNK = 'ui';

/**
 * The groups the plan fills, each a list of module ids:
 * - `boot`: what the entry imports, beyond its own chunk and `ui` (the router, the query client,
 *   the API client, the core texts…);
 * - `login`: the login page and what it imports beyond the entry's chunks;
 * - `signed-in`: the shell, the dashboard and every module they use that no visitor's page loads;
 * - `shared`: the modules the shell and the dashboard share with the public pages and not with
 *   /login's first load (cards, chips, dialogs' portal…), which those pages mostly need too.
 */
const GROUPS = ['boot', 'login', 'signed-in', 'shared'] as const;
type Plan = Record<(typeof GROUPS)[number], string[]>;

type Chunk = Rolldown.OutputChunk;

/** The chunks reached from `from` by static imports, and dynamic ones when `dynamic`, never entering `stop`. */
function reach(from: Chunk[], byFile: Map<string, Chunk>, dynamic: boolean, stop: (chunk: Chunk) => boolean): Set<Chunk> {
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
 * a lazy screen into its own chunk; grouped (GROUPS), /login's first load is four files and its
 * page one more, and a signed-in user's first screen adds two.
 *
 * Which modules those are is read from a first build's chunks (after tree-shaking), not from the
 * import graph: package barrels re-export modules a page never uses, and a module left outside a
 * group by such a guess would land in a chunk that imports the group — a cycle. So `npm run build`
 * builds twice: the planning pass writes the module lists and no files; the second groups the
 * listed modules. The lists do not overlap, and each is closed under imports apart from the entry's
 * chunk, `ui` and the groups before it. Without a plan the build chunks as usual.
 */
export function screenChunks(planFile: string, planning: boolean) {
  const plan: Partial<Plan> = !planning && fs.existsSync(planFile) ? JSON.parse(fs.readFileSync(planFile, 'utf8')) as Partial<Plan> : {};
  const plugin: Plugin = {
    name: 'screen-chunks',
    generateBundle(_options, bundle) {
      if (!planning) return;
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const isRoot = (c: Chunk) => c.facadeModuleId !== null && ROOTS.test(c.facadeModuleId);
      const entries = chunks.filter((c) => c.isEntry);
      const visitor = reach(entries, byFile, true, isRoot);
      const boot = reach(entries, byFile, false, () => false);
      const loginPage = chunks.filter((c) => c.facadeModuleId !== null && LOGIN_PAGE.test(c.facadeModuleId));
      const login = reach([...entries, ...loginPage], byFile, false, () => false);
      const firstScreen = [...reach(chunks.filter(isRoot), byFile, false, () => false)];
      // The entry's own chunk, the UI chunk and the bundler's runtime stay as they are.
      const groupable = (c: Chunk) => !c.isEntry && c.name !== UI_CHUNK && c.name !== 'rolldown-runtime';
      const modulesOf = (list: Iterable<Chunk>) => [...list].filter(groupable).flatMap((c) => Object.keys(c.modules));
      const next: Plan = {
        boot: modulesOf(boot),
        login: modulesOf([...login].filter((c) => !boot.has(c))),
        'signed-in': modulesOf(firstScreen.filter((c) => !visitor.has(c))),
        shared: modulesOf(firstScreen.filter((c) => visitor.has(c) && !login.has(c))),
      };
      fs.mkdirSync(path.dirname(planFile), { recursive: true });
      fs.writeFileSync(planFile, JSON.stringify(next));
    },
  };
  const groups = GROUPS.map((name) => {
    const ids = new Set(plan[name] ?? []);
    // The lists are closed: what they import outside them is already in other chunks.
    return { name, test: (id: string) => ids.has(id), includeDependenciesRecursively: false };
  });
  return { plugin, groups };
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
