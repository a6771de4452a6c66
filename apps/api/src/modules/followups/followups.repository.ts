import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { examGroups, followups, travelGroups } from '../../db/schema/index.ts';
import { countAll, paged, searchAny } from '../../lib/paging.ts';

const columns = { id: followups.id, name: followups.name, slug: followups.slug, active: followups.active, programId: followups.programId };

export type FollowupValues = Omit<typeof followups.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findFollowup(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(followups).where(eq(followups.id, id));
  return row;
}

/** A programme's follow-ups; with `onlyWithTravel`, those that have a travel group. */
export const listProgramFollowups = (db: DbOrTx, programId: number, onlyWithTravel: boolean) =>
  db.select(columns).from(followups).where(and(
    eq(followups.programId, programId),
    onlyWithTravel ? exists(db.select({ one: sql`1` }).from(travelGroups).where(eq(travelGroups.followupId, followups.id))) : undefined,
  )).orderBy(asc(followups.name), asc(followups.id));

export function pageFollowups(db: DbOrTx, programId: number, q: { filter?: string | undefined; skip: number; take: number }) {
  const where = and(eq(followups.programId, programId), searchAny(q.filter, [followups.name, followups.slug]));
  return paged(
    db.select(columns).from(followups).where(where).orderBy(asc(followups.name), asc(followups.id)).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(followups).where(where),
  );
}

export async function insertFollowup(db: DbOrTx, values: FollowupValues) {
  const [row] = await db.insert(followups).values(values).returning(columns);
  return row!;
}

export async function updateFollowup(db: DbOrTx, id: number, values: FollowupValues) {
  const [row] = await db.update(followups).set({ ...values, updatedAt: new Date() }).where(eq(followups.id, id)).returning(columns);
  return row!;
}

export const deleteFollowup = (db: DbOrTx, id: number) => db.delete(followups).where(eq(followups.id, id));

export const listExamGroups = (db: DbOrTx, followupId: number) =>
  db.select({ id: examGroups.id, name: examGroups.name, followupId: examGroups.followupId })
    .from(examGroups).where(eq(examGroups.followupId, followupId)).orderBy(asc(examGroups.name), asc(examGroups.id));

const travelGroupColumns = {
  id: travelGroups.id,
  name: travelGroups.name,
  treatmentLocationLabel: travelGroups.treatmentLocationLabel,
  showOtherOptionForTreatmentLocation: travelGroups.showOtherOptionForTreatmentLocation,
  followupId: followups.id,
  followupName: followups.name,
  programId: followups.programId,
};

const toTravelGroup = <T extends { followupId: number; followupName: string; programId: number }>(
  { followupId, followupName, programId: _programId, ...row }: T,
) => ({ ...row, followup: { id: followupId, name: followupName } });

export async function findFollowupTravelGroup(db: DbOrTx, followupId: number) {
  const [row] = await db.select(travelGroupColumns).from(travelGroups).innerJoin(followups, eq(followups.id, travelGroups.followupId))
    .where(eq(travelGroups.followupId, followupId)).orderBy(asc(travelGroups.id)).limit(1);
  return row && toTravelGroup(row);
}

/** The travel groups of a programme, for the treatment-location form's picker. */
export async function listProgramTravelGroups(db: DbOrTx, programId: number) {
  const rows = await db.select(travelGroupColumns).from(travelGroups).innerJoin(followups, eq(followups.id, travelGroups.followupId))
    .where(eq(followups.programId, programId)).orderBy(asc(followups.name), asc(travelGroups.name));
  return rows.map(toTravelGroup);
}

/** The programme a travel group belongs to (through its follow-up). */
export async function findTravelGroupProgram(db: DbOrTx, travelGroupId: number) {
  const [row] = await db.select({ programId: followups.programId }).from(travelGroups)
    .innerJoin(followups, eq(followups.id, travelGroups.followupId)).where(eq(travelGroups.id, travelGroupId));
  return row?.programId;
}
