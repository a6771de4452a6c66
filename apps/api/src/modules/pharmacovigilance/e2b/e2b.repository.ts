import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { programs } from '#db/schema/index.ts';

/** The programme's name and slug: the study of its solicited reports (C.5.2, C.5.3). */
export async function findProgramme(db: DbOrTx, programId: number): Promise<{ name: string; slug: string } | undefined> {
  const [row] = await db.select({ name: programs.name, slug: programs.slug }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row ? { name: row.name, slug: row.slug ?? String(programId) } : undefined;
}
