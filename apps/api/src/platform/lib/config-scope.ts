import { asc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ConfigGroupType, NamedRef } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { institutions } from '#db/schema/index.ts';
import { AppError } from './app-error.ts';
import type { Within } from './scope-filter.ts';

/**
 * Programme scoping of the programme configuration, whose rows reach their programme through a
 * parent (an exam group through its follow-up, an aid through its group…).
 */

/** The programme condition on a programme-id expression; none for a system administrator's scope. */
export function programIs(expression: SQLWrapper, within: Within): SQL | undefined {
  if (typeof within === 'number') return sql`${expression} = ${within}`;
  return within.allPrograms ? undefined : sql`${expression} = ${within.programId}`;
}

/** The programme of an exam group, travel group or patient procedure, by id expressions (one is set). */
export const programOfGroup = (examGroupId: SQLWrapper, travelGroupId: SQLWrapper, patientProcedureId: SQLWrapper): SQL => sql`coalesce(
  (select f.program_id from exam_groups g join followups f on f.id = g.followup_id where g.id = ${examGroupId}),
  (select f.program_id from travel_groups g join followups f on f.id = g.followup_id where g.id = ${travelGroupId}),
  (select p.program_id from patient_procedures x join products p on p.id = x.product_id where x.id = ${patientProcedureId})
)`;

/** The programme of one group named by `(groupType, groupId)`. */
export function programOfNamedGroup(groupType: ConfigGroupType, groupId: number): SQL {
  switch (groupType) {
    case 'EXAM_GROUP': return programOfGroup(sql`${groupId}`, sql`null`, sql`null`);
    case 'TRAVEL_GROUP': return programOfGroup(sql`null`, sql`${groupId}`, sql`null`);
    case 'PATIENT_PROCEDURE': return programOfGroup(sql`null`, sql`null`, sql`${groupId}`);
  }
}

/** The programme the named group belongs to, when it lies within the scope; undefined otherwise. */
export async function groupProgram(db: DbOrTx, within: Within, groupType: ConfigGroupType, groupId: number): Promise<number | undefined> {
  const program = programOfNamedGroup(groupType, groupId);
  const condition = programIs(program, within);
  const result: unknown = await db.execute(sql`select ${program} as "programId" where ${program} is not null${condition ? sql` and ${condition}` : sql``}`);
  return (result as { rows: { programId: number }[] }).rows[0]?.programId;
}

/** Institutions linked to owners through a link table, by owner id, in name order (one query). */
export async function linkedInstitutions(
  db: DbOrTx, link: PgTable, ownerColumn: AnyPgColumn, institutionColumn: AnyPgColumn, ownerIds: readonly number[],
): Promise<Map<number, NamedRef[]>> {
  const byOwner = new Map<number, NamedRef[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db.select({ ownerId: sql<number>`${ownerColumn}`, id: institutions.id, name: institutions.name })
    .from(link).innerJoin(institutions, sql`${institutions.id} = ${institutionColumn}`)
    .where(inArray(ownerColumn, [...ownerIds])).orderBy(asc(institutions.name), asc(institutions.id));
  for (const { ownerId, ...institution } of rows) {
    const list = byOwner.get(ownerId) ?? [];
    list.push(institution);
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

/** Replaces an owner's links: deletes the old rows and inserts one per id. */
export async function replaceLinks<T extends PgTable>(
  db: DbOrTx, link: T, ownerColumn: AnyPgColumn, ownerId: number, rows: T['$inferInsert'][],
): Promise<void> {
  await db.delete(link).where(sql`${ownerColumn} = ${ownerId}`);
  if (rows.length > 0) await db.insert(link).values(rows);
}

/** A form named a record the request may not use (another programme's, or a missing one): 400 on that field. */
export const invalidReference = (field: string) => new AppError('validation', 400, { [field]: ['validation.invalidField'] });

/** Whether every id of `ids` is among `found` (the ids a programme-filtered query returned). */
export const allFound = (ids: readonly number[], found: readonly { id: number }[]) => {
  const set = new Set(found.map((r) => r.id));
  return ids.every((id) => set.has(id));
};
