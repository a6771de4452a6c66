import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InventoryType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import {
  examGroups, exams, followups, patientProcedures, presentations, products, supplies, supplyGroups,
} from '#db/schema/index.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';

/**
 * What an inventory's group and item are, per type (spec §3): FIRST_MEDICINE product and
 * presentation, CLINICAL_EXAMINATION exam group and exam, PATIENT_PROCEDURE product and patient
 * procedure, SUPPLY supply group and supply. One relation of every item of the catalogue:
 * `(inventory_type, group_id, group_name, item_id, item_name, ean, program_id)`.
 */
export const inventoryItems: SQL = sql`(
  select 'FIRST_MEDICINE'::text as inventory_type, ${products.id} as group_id, ${products.name} as group_name,
         ${presentations.id} as item_id, ${presentations.name} as item_name, ${presentations.ean} as ean, ${products.programId} as program_id
    from ${products} join ${presentations} on ${presentations.productId} = ${products.id}
  union all
  select 'CLINICAL_EXAMINATION', ${examGroups.id}, ${examGroups.name}, ${exams.id}, ${exams.examTypeName}, null, ${followups.programId}
    from ${examGroups} join ${followups} on ${followups.id} = ${examGroups.followupId} join ${exams} on ${exams.examGroupId} = ${examGroups.id}
  union all
  select 'PATIENT_PROCEDURE', ${products.id}, ${products.name}, ${patientProcedures.id}, ${patientProcedures.name}, null, ${products.programId}
    from ${products} join ${patientProcedures} on ${patientProcedures.productId} = ${products.id}
  union all
  select 'SUPPLY', ${supplyGroups.id}, ${supplyGroups.name}, ${supplies.id}, ${supplies.name}, null, ${supplyGroups.programId}
    from ${supplyGroups} join ${supplies} on ${supplies.supplyGroupId} = ${supplyGroups.id}
)`;

/** True when the group of that inventory type exists in the programme. */
export async function groupExists(db: DbOrTx, type: InventoryType, groupId: number, programId: ScopedProgramId): Promise<boolean> {
  const rows = await groupQuery(db, type, groupId, programId);
  return rows.length > 0;
}

function groupQuery(db: DbOrTx, type: InventoryType, groupId: number, programId: ScopedProgramId) {
  switch (type) {
    case 'FIRST_MEDICINE':
    case 'PATIENT_PROCEDURE':
      return db.select({ id: products.id }).from(products).where(and(eq(products.id, groupId), eq(products.programId, programId)));
    case 'CLINICAL_EXAMINATION':
      return db.select({ id: examGroups.id }).from(examGroups)
        .innerJoin(followups, eq(followups.id, examGroups.followupId))
        .where(and(eq(examGroups.id, groupId), eq(followups.programId, programId)));
    case 'SUPPLY':
      return db.select({ id: supplyGroups.id }).from(supplyGroups).where(and(eq(supplyGroups.id, groupId), eq(supplyGroups.programId, programId)));
  }
}

/** The group an item of that inventory type belongs to, if the item exists in the programme. */
export async function groupOfItem(db: DbOrTx, type: InventoryType, itemId: number, programId: ScopedProgramId): Promise<number | undefined> {
  const [row] = await queryRows<{ group_id: number }>(db, sql`
    select group_id from ${inventoryItems} i
     where i.inventory_type = ${type} and i.item_id = ${itemId} and i.program_id = ${programId}
     limit 1`);
  return row?.group_id;
}

export interface PresentationByEan { groupId: number; itemId: number }

/** The programme's presentations by EAN (the voucher spreadsheet names items by EAN). */
export async function presentationsByEan(db: DbOrTx, programId: ScopedProgramId, eans: readonly string[]): Promise<Map<string, PresentationByEan[]>> {
  const found = new Map<string, PresentationByEan[]>();
  if (eans.length === 0) return found;
  const rows = await db.select({ ean: presentations.ean, groupId: products.id, itemId: presentations.id }).from(presentations)
    .innerJoin(products, eq(products.id, presentations.productId))
    .where(and(eq(products.programId, programId), sql`${presentations.ean} = any(${sql.param([...new Set(eans)])}::text[])`));
  for (const row of rows) {
    const list = found.get(row.ean!) ?? [];
    list.push({ groupId: row.groupId, itemId: row.itemId });
    found.set(row.ean!, list);
  }
  return found;
}
