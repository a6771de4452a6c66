import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { examSupplies, supplies, supplyGroups, supplyInstitutions } from '#db/schema/index.ts';
import { linkedInstitutions, replaceLinks } from '#platform/lib/config-scope.ts';
import { countAll, paged, searchAny } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';
import { anyExists, permissionRefers, rowsRefer, stockRefers } from '#platform/lib/in-use.ts';

// ---- Supply groups --------------------------------------------------------------------------------

const groupColumns = { id: supplyGroups.id, programId: supplyGroups.programId, name: supplyGroups.name };
const groupInScope = (within: Within, id: number) => and(eq(supplyGroups.id, id), inProgram(supplyGroups.programId, within));

export type SupplyGroupValues = { programId: ScopedProgramId; name: string };

export async function findSupplyGroup(db: DbOrTx, within: Within, id: number) {
  const [row] = await db.select(groupColumns).from(supplyGroups).where(groupInScope(within, id));
  return row;
}

export const listProgramSupplyGroups = (db: DbOrTx, programId: ScopedProgramId) =>
  db.select(groupColumns).from(supplyGroups).where(eq(supplyGroups.programId, programId)).orderBy(asc(supplyGroups.name), asc(supplyGroups.id));

export function pageSupplyGroups(db: DbOrTx, programId: ScopedProgramId, q: { filter?: string | undefined; skip: number; take: number }) {
  const where = and(eq(supplyGroups.programId, programId), searchAny(q.filter, [supplyGroups.name]));
  return paged(
    db.select(groupColumns).from(supplyGroups).where(where).orderBy(asc(supplyGroups.name), asc(supplyGroups.id)).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(supplyGroups).where(where),
  );
}

export async function insertSupplyGroup(db: DbOrTx, values: SupplyGroupValues) {
  const [row] = await db.insert(supplyGroups).values(values).returning(groupColumns);
  return row!;
}

export async function updateSupplyGroup(db: DbOrTx, within: Within, id: number, values: SupplyGroupValues) {
  const [row] = await db.update(supplyGroups).set({ ...values, updatedAt: new Date() }).where(groupInScope(within, id)).returning(groupColumns);
  return row!;
}

export const deleteSupplyGroup = (db: DbOrTx, within: Within, id: number) => db.delete(supplyGroups).where(groupInScope(within, id));

/**
 * Whether anything still names the supply group (its supplies, a permission). The one place that
 * decides whether a supply group may be removed; the foreign keys back it up.
 */
export async function isSupplyGroupInUse(db: DbOrTx, id: number): Promise<boolean> {
  return anyExists(
    db,
    rowsRefer(supplies.supplyGroupId, id),
    permissionRefers('SUPPLY', 'group', id),
    stockRefers('SUPPLY', 'group', id),
  );
}

// ---- Supplies -------------------------------------------------------------------------------------

const supplyColumns = {
  id: supplies.id,
  supplyGroupId: supplies.supplyGroupId,
  name: supplies.name,
  recipientTypes: supplies.recipientTypes,
  maxQuantityPerRequest: supplies.maxQuantityPerRequest,
  showFieldCpfRequester: supplies.showFieldCpfRequester,
  showFieldRecipientTypes: supplies.showFieldRecipientTypes,
  programId: supplyGroups.programId,
};

export type SupplyValues = Omit<typeof supplies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const joined = (db: DbOrTx) => db.select(supplyColumns).from(supplies).innerJoin(supplyGroups, eq(supplyGroups.id, supplies.supplyGroupId));

/** Supplies with their institutions, in two queries. */
async function withInstitutions<T extends { id: number; programId: number }>(db: DbOrTx, rows: T[]) {
  const byId = await linkedInstitutions(db, supplyInstitutions, supplyInstitutions.supplyId, supplyInstitutions.institutionId, rows.map((r) => r.id));
  return rows.map(({ programId: _programId, ...row }) => ({ ...row, institutions: byId.get(row.id) ?? [] }));
}

export async function findSupply(db: DbOrTx, within: Within, id: number) {
  const rows = await joined(db).where(and(eq(supplies.id, id), inProgram(supplyGroups.programId, within)));
  return (await withInstitutions(db, rows))[0];
}

/** The programme of a supply, when within the scope (for writes). */
export async function supplyProgram(db: DbOrTx, within: Within, id: number) {
  const [row] = await joined(db).where(and(eq(supplies.id, id), inProgram(supplyGroups.programId, within)));
  return row?.programId;
}

export const listGroupSupplies = async (db: DbOrTx, within: Within, supplyGroupId: number) =>
  withInstitutions(db, await joined(db).where(and(eq(supplies.supplyGroupId, supplyGroupId), inProgram(supplyGroups.programId, within)))
    .orderBy(asc(supplies.name), asc(supplies.id)));

/** Supplies by id (already known to be the caller's), with their institutions. */
export const suppliesByIds = async (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0 ? [] : withInstitutions(db, await joined(db).where(inArray(supplies.id, [...ids])).orderBy(asc(supplies.name)));

/** The ids among `ids` that are supplies of the programme. */
export const suppliesOfProgram = (db: DbOrTx, programId: number, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select({ id: supplies.id }).from(supplies).innerJoin(supplyGroups, eq(supplyGroups.id, supplies.supplyGroupId))
    .where(and(eq(supplyGroups.programId, programId), inArray(supplies.id, [...ids])));

export async function insertSupply(db: DbOrTx, values: SupplyValues, institutionIds: readonly number[]) {
  const [row] = await db.insert(supplies).values(values).returning({ id: supplies.id });
  await setInstitutions(db, row!.id, institutionIds);
  return row!.id;
}

/** For writes, which join nothing: supply `id`, if its group lies within the programme(s). */
function scoped(db: DbOrTx, within: Within, id: number) {
  const program = inProgram(supplyGroups.programId, within);
  return and(eq(supplies.id, id), program && inArray(supplies.supplyGroupId, db.select({ id: supplyGroups.id }).from(supplyGroups).where(program)));
}

export async function updateSupply(db: DbOrTx, within: Within, id: number, values: SupplyValues, institutionIds: readonly number[]) {
  await db.update(supplies).set({ ...values, updatedAt: new Date() }).where(scoped(db, within, id));
  await setInstitutions(db, id, institutionIds);
}

const setInstitutions = (db: DbOrTx, supplyId: number, ids: readonly number[]) =>
  replaceLinks(db, supplyInstitutions, supplyInstitutions.supplyId, supplyId, ids.map((institutionId) => ({ supplyId, institutionId })));

export const deleteSupply = (db: DbOrTx, within: Within, id: number) => db.delete(supplies).where(scoped(db, within, id));

/**
 * Whether anything still names the supply (an exam ships it, a permission grants it). The one
 * place that decides whether a supply may be removed; the foreign keys back it up.
 */
export async function isSupplyInUse(db: DbOrTx, id: number): Promise<boolean> {
  return anyExists(
    db,
    rowsRefer(examSupplies.supplyId, id),
    permissionRefers('SUPPLY', 'item', id),
    stockRefers('SUPPLY', 'item', id),
  );
}
