import { defineConfig } from 'vitest/config';

/**
 * Browser journeys (apps/web/e2e): one real server for the run (global setup), one journey file
 * at a time, headless Debian Chromium driven by playwright-core.
 */
export default defineConfig({
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/web/e2e/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
