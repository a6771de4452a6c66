import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The signed-in user's first screen: the shell and the dashboard. */
const ROOTS = /(?:app[\\/]shell[\\/]app-shell|features[\\/]dashboard[\\/]routes[\\/]dashboard-page)\.tsx$/;
/** /login's screen, whose first load the groups leave as it is (and `firstScreenUi` in vite.config.ts walks from). */
export const LOGIN_PAGE = /features[\\/]auth[\\/]routes[\\/]login-page\.tsx$/;

/** The two groups of modules, by id. */
interface Plan { signedIn: string[]; shared: string[] }

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
 * Two chunks for a signed-in user's first screen, so that it costs a few requests rather than some
 * forty small ones (six at a time over a phone's connection):
 * - `signed-in`: the shell, the dashboard and every module they use that no visitor's page loads;
 * - `shared`: the modules they share with the public pages and not with /login's first load
 *   (cards, chips, dialogs' portal…), which those pages mostly need too.
 * /login's first load is untouched.
 *
 * Which modules those are is read from a first build's chunks (after tree-shaking), not from the
 * import graph: package barrels re-export modules a page never uses, and a module left outside a
 * group by such a guess would land in the dashboard's entry chunk, which imports the group — a
 * cycle. So `npm run build` builds twice: the planning pass writes the module lists and no files;
 * the second groups the listed modules. Each list is closed under imports apart from /login's
 * chunks and, for `signed-in`, `shared`. Without a plan the build chunks as usual.
 */
export function screenChunks(planFile: string, planning: boolean) {
  const plan: Plan = !planning && fs.existsSync(planFile)
    ? JSON.parse(fs.readFileSync(planFile, 'utf8')) as Plan
    : { signedIn: [], shared: [] };
  const signedIn = new Set(plan.signedIn);
  const shared = new Set(plan.shared);
  const plugin: Plugin = {
    name: 'screen-chunks',
    generateBundle(_options, bundle) {
      if (!planning) return;
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const isRoot = (c: Chunk) => c.facadeModuleId !== null && ROOTS.test(c.facadeModuleId);
      const entries = chunks.filter((c) => c.isEntry);
      const visitor = reach(entries, byFile, true, isRoot);
      const login = reach([...entries, ...chunks.filter((c) => c.facadeModuleId !== null && LOGIN_PAGE.test(c.facadeModuleId))], byFile, false, () => false);
      const firstScreen = [...reach(chunks.filter(isRoot), byFile, false, () => false)];
      const modulesOf = (list: Chunk[]) => list.flatMap((c) => Object.keys(c.modules));
      const next: Plan = {
        signedIn: modulesOf(firstScreen.filter((c) => !visitor.has(c))),
        shared: modulesOf(firstScreen.filter((c) => visitor.has(c) && !login.has(c))),
      };
      fs.mkdirSync(path.dirname(planFile), { recursive: true });
      fs.writeFileSync(planFile, JSON.stringify(next));
    },
  };
  return { plugin, isSignedIn: (id: string) => signedIn.has(id), isShared: (id: string) => shared.has(id) };
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
