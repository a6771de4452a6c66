import { and, asc, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { followups, travelGroups, treatmentLocations } from '#db/schema/index.ts';
import type { TreatmentLocationSortColumn } from '@portal/domain';
import { countAll, paged, searchAny, sortedBy, type SortedPageQuery } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';

const columns = {
  id: treatmentLocations.id,
  name: treatmentLocations.name,
  cep: treatmentLocations.cep,
  placeDescription: treatmentLocations.placeDescription,
  number: treatmentLocations.number,
  complement: treatmentLocations.complement,
  neighborhood: treatmentLocations.neighborhood,
  city: treatmentLocations.city,
  state: treatmentLocations.state,
  travelGroupId: treatmentLocations.travelGroupId,
  travelGroupName: travelGroups.name,
  followupId: followups.id,
  followupName: followups.name,
  programId: followups.programId,
};

type Row = { travelGroupId: number; travelGroupName: string; followupId: number; followupName: string; programId: number };

/** Spec §3 shape: the travel group and its follow-up nested. */
export const toTreatmentLocation = <T extends Row>({ travelGroupName, followupName, programId: _programId, ...row }: T) => ({
  ...row,
  travelGroup: { id: row.travelGroupId, name: travelGroupName, followup: { id: row.followupId, name: followupName } },
});

/** Locations belong to a programme through their travel group's follow-up. */
const joined = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(treatmentLocations)
    .innerJoin(travelGroups, eq(travelGroups.id, treatmentLocations.travelGroupId))
    .innerJoin(followups, eq(followups.id, travelGroups.followupId))
    .where(where);

/** For writes, which join nothing: location `id`, if its travel group lies within the programme(s). */
function scoped(db: DbOrTx, within: Within, id: number) {
  const program = inProgram(followups.programId, within);
  const groups = program && db.select({ id: travelGroups.id }).from(travelGroups)
    .innerJoin(followups, eq(followups.id, travelGroups.followupId)).where(program);
  return and(eq(treatmentLocations.id, id), groups && inArray(treatmentLocations.travelGroupId, groups));
}

export type TreatmentLocationValues = Omit<typeof treatmentLocations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findTreatmentLocation(db: DbOrTx, within: Within, id: number) {
  const [row] = await joined(db, and(eq(treatmentLocations.id, id), inProgram(followups.programId, within)));
  return row;
}

export async function listTravelGroupLocations(db: DbOrTx, within: Within, travelGroupId: number) {
  const rows = await joined(db, and(eq(treatmentLocations.travelGroupId, travelGroupId), inProgram(followups.programId, within)))
    .orderBy(asc(treatmentLocations.name));
  return rows.map(toTreatmentLocation);
}

const SORT: Record<TreatmentLocationSortColumn, SQLWrapper> = {
  name: treatmentLocations.name, followup: followups.name, city: treatmentLocations.city,
};

export async function pageTreatmentLocations(
  db: DbOrTx, programId: ScopedProgramId, q: SortedPageQuery<TreatmentLocationSortColumn> & { followupIds?: number[] | undefined },
) {
  const where = and(
    eq(followups.programId, programId),
    q.followupIds?.length ? inArray(followups.id, q.followupIds) : undefined,
    searchAny(q.filter, [treatmentLocations.name, treatmentLocations.city, followups.name]),
  );
  const page = await paged(
    joined(db, where).orderBy(...sortedBy(SORT, q, treatmentLocations.id, [asc(treatmentLocations.name), asc(treatmentLocations.id)])).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(treatmentLocations)
      .innerJoin(travelGroups, eq(travelGroups.id, treatmentLocations.travelGroupId))
      .innerJoin(followups, eq(followups.id, travelGroups.followupId)).where(where),
  );
  return { data: page.data.map(toTreatmentLocation), total: page.total };
}

/** The caller checked that the travel group lies within its scope. */
export async function insertTreatmentLocation(db: DbOrTx, values: TreatmentLocationValues) {
  const [row] = await db.insert(treatmentLocations).values(values).returning({ id: treatmentLocations.id });
  return row!.id;
}

export const updateTreatmentLocation = (db: DbOrTx, within: Within, id: number, values: TreatmentLocationValues) =>
  db.update(treatmentLocations).set({ ...values, updatedAt: new Date() }).where(scoped(db, within, id));

export const deleteTreatmentLocation = (db: DbOrTx, within: Within, id: number) =>
  db.delete(treatmentLocations).where(scoped(db, within, id));
