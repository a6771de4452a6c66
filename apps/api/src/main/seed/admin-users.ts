import type { Db } from '#db/client.ts';
import { seedBulkUsers } from './bulk-users.ts';

/**
 * Demo users beyond the named accounts, so the users list has pages to browse (idempotent). Field
 * staff only: the doctor lists and inventory stay as the named demo accounts make them.
 */
export const DEMO_EXTRA_USERS = 200;

export async function seedAdminUsers(db: Db): Promise<number> {
  return seedBulkUsers(db, DEMO_EXTRA_USERS, { prefix: 'usuario.demo', programSlugs: ['BEMESTAR', 'ABRACARAVIDA'],
    types: ['REPRESENTATIVE', 'DISTRICT_MANAGER', 'REPRESENTATIVE', 'REGIONAL_MANAGER'],
  });
}
