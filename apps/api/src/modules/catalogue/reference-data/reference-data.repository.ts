import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { programs } from '#db/schema/index.ts';

/** The programme with that slug (slugs are unique ignoring case). */
export async function findProgramBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select({ id: programs.id, slug: programs.slug }).from(programs)
    .where(sql`upper(${programs.slug}) = upper(${slug})`).limit(1);
  return row;
}
