import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { aids, followups, travelGroups, treatmentLocations } from '#db/schema/index.ts';
import { countAll, paged, searchAny } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';
import { anyExists, permissionRefers, rowsRefer } from '#platform/lib/in-use.ts';

const columns = {
  id: travelGroups.id,
  name: travelGroups.name,
  treatmentLocationLabel: travelGroups.treatmentLocationLabel,
  showOtherOptionForTreatmentLocation: travelGroups.showOtherOptionForTreatmentLocation,
  eligibilityMessage: travelGroups.eligibilityMessage,
  followupId: followups.id,
  followupName: followups.name,
  programId: followups.programId,
};

export type TravelGroupValues = Omit<typeof travelGroups.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

type Row = { id: number; name: string; treatmentLocationLabel: string | null; showOtherOptionForTreatmentLocation: boolean;
  eligibilityMessage: string | null;
  followupId: number; followupName: string; programId: number };

/** Spec §3 shape: the follow-up nested; a travel group reaches its programme through it. */
const toTravelGroup = ({ followupId, followupName, ...row }: Row) => ({ ...row, followupId, followup: { id: followupId, name: followupName } });

const joined = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(travelGroups).innerJoin(followups, eq(followups.id, travelGroups.followupId)).where(where);

export async function findTravelGroup(db: DbOrTx, within: Within, id: number) {
  const [row] = await joined(db, and(eq(travelGroups.id, id), inProgram(followups.programId, within)));
  return row && toTravelGroup(row);
}

export async function findFollowupTravelGroup(db: DbOrTx, within: Within, followupId: number) {
  const [row] = await joined(db, and(eq(travelGroups.followupId, followupId), inProgram(followups.programId, within)));
  return row && toTravelGroup(row);
}

export async function pageTravelGroups(
  db: DbOrTx, programId: ScopedProgramId, q: { filter?: string | undefined; skip: number; take: number; followupIds?: number[] | undefined },
) {
  const where = and(
    eq(followups.programId, programId),
    q.followupIds?.length ? inArray(followups.id, q.followupIds) : undefined,
    searchAny(q.filter, [travelGroups.name, followups.name]),
  );
  const page = await paged(
    joined(db, where).orderBy(asc(travelGroups.name), asc(travelGroups.id)).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(travelGroups).innerJoin(followups, eq(followups.id, travelGroups.followupId)).where(where),
  );
  return { data: page.data.map(toTravelGroup), total: page.total };
}

/** The travel groups of a programme, for the treatment-location form's picker: only the follow-up, nested. */
export async function listProgramTravelGroups(db: DbOrTx, programId: ScopedProgramId) {
  const rows = await joined(db, eq(followups.programId, programId)).orderBy(asc(followups.name), asc(travelGroups.name));
  return rows.map((row) => {
    const { programId: _programId, followupId: _followupId, ...group } = toTravelGroup(row);
    return group;
  });
}

/** Spec §7 followupForTravels: the programme's active follow-ups that have a travel group. */
export async function listFollowupsForTravel(db: DbOrTx, programId: ScopedProgramId) {
  const rows = await db.select({
    id: followups.id, name: followups.name, slug: followups.slug, active: followups.active, programId: followups.programId, frequency: followups.frequency,
    travelGroupId: travelGroups.id, travelGroupName: travelGroups.name,
  }).from(followups).innerJoin(travelGroups, eq(travelGroups.followupId, followups.id))
    .where(and(eq(followups.programId, programId), eq(followups.active, true))).orderBy(asc(followups.name), asc(followups.id));
  return rows.map(({ travelGroupId, travelGroupName, ...f }) => ({ ...f, travelGroup: { id: travelGroupId, name: travelGroupName } }));
}

/** The programme of a follow-up, if within the scope, and whether another travel group already has it. */
export async function followupFor(db: DbOrTx, within: Within, followupId: number, exceptGroupId?: number) {
  const [row] = await db.select({ programId: followups.programId }).from(followups)
    .where(and(eq(followups.id, followupId), inProgram(followups.programId, within)));
  if (!row) return undefined;
  const others = await db.select({ id: travelGroups.id }).from(travelGroups)
    .where(and(eq(travelGroups.followupId, followupId), exceptGroupId === undefined ? undefined : ne(travelGroups.id, exceptGroupId)));
  return { programId: row.programId, taken: others.length > 0 };
}

export async function insertTravelGroup(db: DbOrTx, values: TravelGroupValues) {
  const [row] = await db.insert(travelGroups).values(values).returning({ id: travelGroups.id });
  return row!.id;
}

/** For writes, which join nothing: group `id`, if its follow-up lies within the programme(s). */
function scoped(db: DbOrTx, within: Within, id: number) {
  const program = inProgram(followups.programId, within);
  return and(eq(travelGroups.id, id), program && inArray(travelGroups.followupId, db.select({ id: followups.id }).from(followups).where(program)));
}

export const updateTravelGroup = (db: DbOrTx, within: Within, id: number, values: TravelGroupValues) =>
  db.update(travelGroups).set({ ...values, updatedAt: new Date() }).where(scoped(db, within, id));

export const deleteTravelGroup = (db: DbOrTx, within: Within, id: number) => db.delete(travelGroups).where(scoped(db, within, id));

/**
 * Whether anything still names the travel group (treatment locations, aids, a TRAVEL permission;
 * requests through their foreign keys). The one place that decides whether it may be removed.
 */
export async function isTravelGroupInUse(db: DbOrTx, id: number): Promise<boolean> {
  return anyExists(
    db,
    rowsRefer(treatmentLocations.travelGroupId, id),
    rowsRefer(aids.travelGroupId, id),
    permissionRefers('TRAVEL', 'group', id),
  );
}

