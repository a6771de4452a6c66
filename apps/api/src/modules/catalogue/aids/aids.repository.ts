import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AidField } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { aidFields, aids } from '#db/schema/index.ts';
import { programIs, programOfGroup } from '#platform/lib/config-scope.ts';
import type { Within } from '#platform/lib/scope-filter.ts';

const columns = { id: aids.id, name: aids.name, examGroupId: aids.examGroupId, travelGroupId: aids.travelGroupId };
type AidRow = { id: number; name: string; examGroupId: number | null; travelGroupId: number | null };

/** An aid reaches its programme through its exam or travel group. */
const aidProgram = programOfGroup(aids.examGroupId, aids.travelGroupId, sql`null`);
const inScope = (within: Within, id: number) => and(eq(aids.id, id), programIs(aidProgram, within));

/** The aids with their fields, in two queries whatever their number. */
async function withFields(db: DbOrTx, rows: AidRow[]) {
  if (rows.length === 0) return [];
  const fields = await db.select({ aidId: aidFields.aidId, id: aidFields.id, label: aidFields.label, fieldType: aidFields.fieldType, order: aidFields.order })
    .from(aidFields).where(inArray(aidFields.aidId, rows.map((r) => r.id))).orderBy(asc(aidFields.order), asc(aidFields.id));
  const byAid = new Map<number, AidField[]>();
  for (const { aidId, ...field } of fields) byAid.set(aidId, [...(byAid.get(aidId) ?? []), field]);
  return rows.map((r) => ({ ...r, aidFields: byAid.get(r.id) ?? [] }));
}

export async function findAid(db: DbOrTx, within: Within, id: number) {
  const rows = await db.select(columns).from(aids).where(inScope(within, id));
  return (await withFields(db, rows))[0];
}

/** The aids of some exam groups, or of some travel groups (by the caller's already scoped ids). */
export async function aidsOf(db: DbOrTx, kind: 'examGroupId' | 'travelGroupId', groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  const rows = await db.select(columns).from(aids).where(inArray(aids[kind], [...groupIds])).orderBy(asc(aids.name), asc(aids.id));
  return withFields(db, rows);
}

export interface AidValues {
  examGroupId: number | null;
  travelGroupId: number | null;
  name: string;
  aidFields: { id?: number | undefined; label: string; fieldType: 'CHECKBOX' }[];
}

/** Saves the aid's fields: existing ids are updated in place (requests name them), new ones added, the rest removed. */
async function saveFields(db: DbOrTx, aidId: number, fields: AidValues['aidFields']) {
  const kept = fields.flatMap((f) => (f.id === undefined ? [] : [f.id]));
  await db.delete(aidFields).where(and(eq(aidFields.aidId, aidId), kept.length ? notInArray(aidFields.id, kept) : undefined));
  for (const [order, field] of fields.entries()) {
    if (field.id === undefined) {
      await db.insert(aidFields).values({ aidId, label: field.label, fieldType: field.fieldType, order });
    } else {
      await db.update(aidFields).set({ label: field.label, fieldType: field.fieldType, order })
        .where(and(eq(aidFields.id, field.id), eq(aidFields.aidId, aidId)));
    }
  }
}

/** The field ids of an aid (to check a form only names its own). */
export const fieldIdsOf = async (db: DbOrTx, aidId: number) =>
  (await db.select({ id: aidFields.id }).from(aidFields).where(eq(aidFields.aidId, aidId))).map((r) => r.id);

export async function insertAid(db: DbOrTx, values: AidValues) {
  const [row] = await db.insert(aids).values({ examGroupId: values.examGroupId, travelGroupId: values.travelGroupId, name: values.name })
    .returning({ id: aids.id });
  await saveFields(db, row!.id, values.aidFields);
  return row!.id;
}

export async function updateAid(db: DbOrTx, within: Within, id: number, values: AidValues) {
  await db.update(aids).set({ examGroupId: values.examGroupId, travelGroupId: values.travelGroupId, name: values.name, updatedAt: new Date() })
    .where(inScope(within, id));
  await saveFields(db, id, values.aidFields);
}

export const deleteAid = (db: DbOrTx, within: Within, id: number) => db.delete(aids).where(inScope(within, id));

/**
 * Whether anything still names the aid. Nothing does yet but the foreign keys of the requests that
 * will; the one place that decides whether an aid may be removed.
 */
export const isAidInUse = async (_db: DbOrTx, _id: number): Promise<boolean> => false;
