import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';

/** The cheapest round trip that proves the database answers. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
