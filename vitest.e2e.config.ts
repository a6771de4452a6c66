import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { DATABASE_JOURNEYS } from './apps/web/e2e/database-journeys.ts';

const E2E_DIR = 'apps/web/e2e';
for (const file of DATABASE_JOURNEYS) {
  // A renamed journey would otherwise silently drop out of the PostgreSQL pass.
  if (!existsSync(`${E2E_DIR}/${file}`)) throw new Error(`${E2E_DIR}/database-journeys.ts lists ${file}, which does not exist`);
}
const writesOnly = process.env.E2E_WRITES_ONLY === '1';

/**
 * Browser journeys (apps/web/e2e): one real server for the run (global setup), one journey file
 * at a time, headless Debian Chromium driven by playwright-core. E2E_WRITES_ONLY=1 (the PostgreSQL
 * pass, `npm run test:e2e:writes`) runs only the journeys of `database-journeys.ts`.
 */
export default defineConfig({
  test: {
    include: writesOnly ? DATABASE_JOURNEYS.map((file) => `${E2E_DIR}/${file}`) : [`${E2E_DIR}/**/*.e2e.ts`],
    exclude: configDefaults.exclude,
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
