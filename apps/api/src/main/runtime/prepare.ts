import type { Config } from '#platform/config.ts';
import type { Database } from '#db/client.ts';
import { seedAll } from '../seed/index.ts';
import { scheduleRetention } from '#platform/jobs/retention.ts';
import { scheduleCouncilCheck } from '#doctors/council/index.ts';

/**
 * What runs once per start before serving: migrations, the demo seed and the recurring jobs'
 * first schedule, all under the migration lock so processes starting together (or a new version
 * next to old ones) do it one at a time and the later ones find nothing left to do.
 */
export async function prepareDatabase(database: Database, config: Config, log?: (message: string) => void): Promise<void> {
  await database.withMigrationLock(async () => {
    await database.migrate();
    if (config.seedDemo) await seedAll(database.db, config);
    await scheduleRetention(database.db, new Date());
    await scheduleCouncilCheck(database.db, new Date());
  }, log);
}
