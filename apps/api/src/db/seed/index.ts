import type { Db } from '../client.ts';
import { seedAdminUsers } from './admin-users.ts';
import { seedDemo } from './demo.ts';

/** Runs every demo seed in order; each is idempotent. */
export async function seedAll(db: Db): Promise<void> {
  await seedDemo(db);
  await seedAdminUsers(db);
}
