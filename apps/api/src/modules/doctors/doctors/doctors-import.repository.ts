import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { programDoctors, programs, userGroups } from '#db/schema/index.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';

export async function programSlug(db: DbOrTx, programId: ScopedProgramId): Promise<string | undefined> {
  const [row] = await db.select({ slug: programs.slug }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.slug ?? undefined;
}

/** The programme's specialty user groups (what the Especialidade column may name). */
export function specialtyGroups(db: DbOrTx, programId: ScopedProgramId) {
  return db.select({ id: userGroups.id, name: userGroups.name }).from(userGroups)
    .where(and(eq(userGroups.programId, programId), eq(userGroups.specialty, true)));
}

/**
 * Which of these CRM/UF pairs the programme already knows: in its registry, or as one of its
 * doctor users. One query whatever the number of pairs.
 */
export async function knownDoctors(db: DbOrTx, programId: ScopedProgramId, pairs: readonly { crm: string; uf: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
  const rows = await queryRows<{ crm: string; uf: string }>(db, sql`
    with wanted(crm, uf) as (select * from unnest(${textArray(pairs.map((p) => p.crm))}, ${textArray(pairs.map((p) => p.uf))}))
    select w.crm, w.uf from wanted w
     where exists (select 1 from program_doctors r where r.program_id = ${programId} and r.crm = w.crm and r.uf = w.uf)
        or exists (select 1 from doctors d
                     join program_users pu on pu.user_id = d.user_id and pu.program_id = ${programId}
                     join users u on u.id = d.user_id
                    where d.crm = w.crm and d.uf = w.uf and u.type = 'DOCTOR' and u.anonymized_at is null)`);
  return new Set(rows.map((r) => `${r.crm}/${r.uf}`));
}

export type RegistryInsert = typeof programDoctors.$inferInsert;

/** Inserts the rows; returns their ids. */
export async function insertRegistryRows(db: DbOrTx, rows: readonly RegistryInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(programDoctors).values([...rows]).returning({ id: programDoctors.id });
  return inserted.map((r) => r.id);
}
