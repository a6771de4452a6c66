import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { READ_ONLY_JOURNEYS } from './apps/web/e2e/read-only-journeys.ts';

const E2E_DIR = 'apps/web/e2e';
for (const file of READ_ONLY_JOURNEYS) {
  // A renamed journey would otherwise silently run in the PostgreSQL pass again.
  if (!existsSync(`${E2E_DIR}/${file}`)) throw new Error(`${E2E_DIR}/read-only-journeys.ts lists ${file}, which does not exist`);
}

/**
 * Browser journeys (apps/web/e2e): one real server for the run (global setup), one journey file
 * at a time, headless Debian Chromium driven by playwright-core. E2E_WRITES_ONLY=1 (the PostgreSQL
 * pass, `npm run test:e2e:writes`) leaves out the journeys listed as read-only.
 */
export default defineConfig({
  test: {
    include: [`${E2E_DIR}/**/*.e2e.ts`],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.E2E_WRITES_ONLY === '1' ? READ_ONLY_JOURNEYS.map((file) => `${E2E_DIR}/${file}`) : []),
    ],
    globalSetup: [`${E2E_DIR}/global-setup.ts`],
    fileParallelism: false,
    pool: 'forks',
    // The one worker imports playwright and the support modules once, not once per journey (decision 0047).
    isolate: false,
    testTimeout: 60_000,
    // A screen's answer can take more than expect.poll's default second on a busy two-core machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
