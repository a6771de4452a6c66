import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { programs } from '#db/schema/index.ts';

/** The programme a content call names by its code (the slug, any case), with its modules. */
export async function findProgramByCode(db: DbOrTx, code: string) {
  const [row] = await db.select({ id: programs.id, slug: programs.slug, modules: programs.modules }).from(programs)
    .where(eq(sql`upper(${programs.slug})`, code.toUpperCase())).limit(1);
  return row;
}
