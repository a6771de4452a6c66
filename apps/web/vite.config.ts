import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiManifest } from './build/api-manifest.ts';
import { firstLoadHints } from './build/first-load-hints.ts';
import { LOGIN_PAGE, noChunkCycles, screenChunks, UI_CHUNK } from './build/screen-chunks.ts';

/**
 * React Router 7's package exports name only its development build, whose one difference is that
 * its warnings are on (remix-run/react-router#14102). A production build takes the package's
 * production build beside it: the same code with the warnings off, which the minifier then drops.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production', 'index.mjs');

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

/**
 * The shared domain package is a barrel whose schemas call zod at module level and whose pt-BR
 * catalogue grows with every screen. Declaring its modules free of side effects (all but the zod
 * configuration) lets the bundler keep both out of /login's initial JavaScript: the login form
 * loads the schemas when it first validates, and the catalogue beyond its core sections comes
 * with the first other screen (src/lib/i18n).
 */
const domainModuleSideEffects = (id: string): boolean | undefined =>
  id.startsWith(domainSrc) ? id.endsWith('zod-config.ts') : undefined;

/** The UI libraries: MUI with its styling engine and helpers. */
const UI_PACKAGES = /node_modules[\\/](?:@mui|@emotion|stylis|clsx|react-is|react-transition-group|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;
/** Package-level barrels re-export every module of the package; the walk does not go through them. */
const BARREL = /node_modules[\\/]@mui[\\/][\w-]+[\\/](?:esm[\\/])?(?:styles[\\/]|colors[\\/])?index\.m?js$/;

/**
 * The UI library modules the first screen needs (the entry and /login, through static imports:
 * MUI's core, the form fields, the layout, the spinner), found in the module graph, go to one
 * `ui` chunk rather than the two dozen chunks of a few hundred bytes the splitter would make of
 * them: on a phone each request costs its headers and a round trip. Components only later
 * screens use keep their own chunks.
 */
function firstScreenUi(): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  return {
    test: (id) => modules.has(id),
    plugin: {
      name: 'first-screen-ui',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const stack = ids.filter((id) => this.getModuleInfo(id)?.isEntry === true || LOGIN_PAGE.test(id));
        const seen = new Set<string>();
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (UI_PACKAGES.test(id)) modules.add(id);
          if (!BARREL.test(id)) stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}

/**
 * Records beside Vite's manifest whether this build checks every API answer (the dev server's and
 * the journeys' build): `npm run bench:web -- --no-build` refuses to measure such a build.
 */
const BUILD_KIND_FILE = '.vite/build-kind.json';
const apiValidate = (command: 'build' | 'serve') => command === 'serve' || process.env.API_VALIDATE === '1';
const buildKind = (validating: boolean): Plugin => ({
  name: 'build-kind',
  generateBundle() { this.emitFile({ type: 'asset', fileName: BUILD_KIND_FILE, source: JSON.stringify({ apiValidate: validating }) }); },
});

const ui = firstScreenUi();
/** `WEB_BUILD_PASS=plan`: the first of the two passes of `npm run build` (build/screen-chunks.ts). */
const planning = process.env.WEB_BUILD_PASS === 'plan';
const screens = screenChunks(fileURLToPath(new URL('./node_modules/.cache/screen-chunks.json', import.meta.url)), planning);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), apiManifest(), ui.plugin, screens.plugin, noChunkCycles, firstLoadHints(), buildKind(apiValidate(command))],
  define: {
    // The dev server and test builds (API_VALIDATE=1) check every API answer against its contract.
    __API_VALIDATE__: JSON.stringify(apiValidate(command)),
  },
  resolve: {
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^@emotion\/use-insertion-effect-with-fallbacks$/, replacement: fileURLToPath(new URL('./src/app/style-insertion.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: !planning,
    write: !planning,
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: domainModuleSideEffects },
      output: {
        codeSplitting: {
          groups: [
            { name: UI_CHUNK, test: ui.test },
            ...screens.groups,
          ],
        },
      },
    },
  },
}));
