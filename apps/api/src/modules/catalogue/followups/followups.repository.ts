import { and, asc, eq, exists, sql, type SQLWrapper } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { followups, travelGroups } from '#db/schema/index.ts';
import type { FollowupSortColumn } from '@portal/domain';
import { countAll, paged, searchAny, sortedBy, type SortedPageQuery } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';

const columns = {
  id: followups.id, name: followups.name, slug: followups.slug, active: followups.active, programId: followups.programId, frequency: followups.frequency,
};

/** A follow-up's columns; its programme only ever one the request may work in. */
export type FollowupValues = Omit<typeof followups.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'programId'> & { programId: ScopedProgramId };

const inScope = (within: Within, id: number) => and(eq(followups.id, id), inProgram(followups.programId, within));

export async function findFollowup(db: DbOrTx, within: Within, id: number) {
  const [row] = await db.select(columns).from(followups).where(inScope(within, id));
  return row;
}

/** A programme's follow-ups; with `onlyWithTravel`, those that have a travel group. */
export const listProgramFollowups = (db: DbOrTx, programId: ScopedProgramId, onlyWithTravel: boolean) =>
  db.select(columns).from(followups).where(and(
    eq(followups.programId, programId),
    onlyWithTravel ? exists(db.select({ one: sql`1` }).from(travelGroups).where(eq(travelGroups.followupId, followups.id))) : undefined,
  )).orderBy(asc(followups.name), asc(followups.id));

const SORT: Record<FollowupSortColumn, SQLWrapper> = { name: followups.name, slug: followups.slug, active: followups.active };

export function pageFollowups(db: DbOrTx, programId: ScopedProgramId, q: SortedPageQuery<FollowupSortColumn>) {
  const where = and(eq(followups.programId, programId), searchAny(q.filter, [followups.name, followups.slug]));
  return paged(
    db.select(columns).from(followups).where(where).orderBy(...sortedBy(SORT, q, followups.id, [asc(followups.name), asc(followups.id)])).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(followups).where(where),
  );
}

export async function insertFollowup(db: DbOrTx, values: FollowupValues) {
  const [row] = await db.insert(followups).values(values).returning(columns);
  return row!;
}

export async function updateFollowup(db: DbOrTx, within: Within, id: number, values: FollowupValues) {
  const [row] = await db.update(followups).set({ ...values, updatedAt: new Date() }).where(inScope(within, id)).returning(columns);
  return row!;
}

export const deleteFollowup = (db: DbOrTx, within: Within, id: number) => db.delete(followups).where(inScope(within, id));

/** True when the travel group exists in the programme(s) (through its follow-up). */
export async function travelGroupExists(db: DbOrTx, within: Within, travelGroupId: number): Promise<boolean> {
  const [row] = await db.select({ id: travelGroups.id }).from(travelGroups)
    .innerJoin(followups, eq(followups.id, travelGroups.followupId))
    .where(and(eq(travelGroups.id, travelGroupId), inProgram(followups.programId, within)));
  return row !== undefined;
}
