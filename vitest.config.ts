import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    pool: 'forks',
    // One worker per core (vitest's default, 2 on CI), each importing the app once for all the files
    // it runs instead of once per file: the import was ~3 s of CPU per file, more than most files'
    // tests (decision 0047). A file still gets its own database (useTestApp); module state that
    // outlives a file (the micro-caches) is reset by each app's build.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['apps/api/src/test/global-setup.ts'],
  },
});
