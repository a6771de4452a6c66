import type { Db } from '#db/client.ts';
import { loadConfig, type Config } from '#platform/config.ts';
import { seedAdminUsers } from './admin-users.ts';
import { seedCatalog } from './catalog.ts';
import { seedDemo } from './demo.ts';
import { seedDemoRequests } from './demo-requests.ts';
import { seedOnboarding } from './onboarding.ts';

/** Runs every demo seed in order; each is idempotent. */
export async function seedAll(db: Db, config: Config = loadConfig()): Promise<void> {
  await seedDemo(db);
  await seedCatalog(db);
  await seedOnboarding(db);
  await seedAdminUsers(db);
  await seedDemoRequests(db, config);
}
