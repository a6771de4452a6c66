import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { procedures, programs } from '#db/schema/index.ts';

/** The programme of a procedure's public code, or undefined for an unknown code. */
export async function findProgramOfCode(db: Db, code: string) {
  const [row] = await db.select({ programId: programs.id, slug: programs.slug })
    .from(procedures).innerJoin(programs, eq(programs.id, procedures.programId))
    .where(eq(procedures.code, code)).limit(1);
  return row;
}
