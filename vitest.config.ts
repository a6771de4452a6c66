import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { apiManifest } from './apps/web/build/api-manifest.ts';

export default defineConfig({
  test: {
    // One worker per core. Vitest 4's own default is one less than the cores, which on CI's two cores
    // ran every file in a single worker and doubled the unit steps (decision 0047 counts on two).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['scripts/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          pool: 'forks',
          // Hot calls from PGlite's WebAssembly into JavaScript keep V8's generic wrapper instead of
          // compiling a specific one: in Node 24's V8, freeing a compiled wrapper whose instance died
          // can abort the process (a JIT-page check in the import-wrapper cache, nodejs/node#64500),
          // and every file here opens and closes its own database (decision 0097).
          execArgv: ['--wasm-wrapper-tiering-budget=2147483647'],
          // One worker per core (maxWorkers above), each importing the app once for all the files
          // it runs instead of once per file: the import was ~3 s of CPU per file, more than most files'
          // tests (decision 0047). A file still gets its own database (useTestApp); module state that
          // outlives a file (the micro-caches) is reset by each app's build.
          isolate: false,
          // Runs only when this project has files to run: not for a run of the web's DOM tests alone.
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
      {
        // The web's components, rendered in happy-dom with Testing Library (apps/web/src/test/render.tsx).
        extends: true,
        resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./apps/web/src', import.meta.url)) }] },
        // As in the web's dev and test builds: every API answer is checked against its contract.
        define: { __API_VALIDATE__: 'true' },
        plugins: [apiManifest()],
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // The page's address, so relative API calls and the table's URL state resolve as in a browser.
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['apps/web/src/test/setup.ts'],
          // MUI and the catalogue are imported once per worker, not once per file (a third of the run's
          // CPU otherwise); Testing Library unmounts each test's tree, and no test leans on a fresh module.
          isolate: false,
        },
      },
    ],
  },
});
