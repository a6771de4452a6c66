import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { patientProcedures, products, supplies, supplyGroups } from '#db/schema/index.ts';

/** A catalogue item as the inventory keys it: its group (product or supply group) and the item. */
export interface DemoItem { groupId: number; itemId: number }

/** The demo "Aplicação assistida" of a programme: a patient procedure, grouped by its product. */
export async function findAssistedApplication(db: DbOrTx, programId: number): Promise<DemoItem | undefined> {
  const [row] = await db.select({ groupId: products.id, itemId: patientProcedures.id }).from(patientProcedures)
    .innerJoin(products, eq(products.id, patientProcedures.productId))
    .where(and(eq(products.programId, programId), eq(patientProcedures.name, 'Aplicação assistida')));
  return row;
}

/** The demo "Kit de aplicação domiciliar" of a programme: a supply, grouped by its supply group. */
export async function findHomeKit(db: DbOrTx, programId: number): Promise<DemoItem | undefined> {
  const [row] = await db.select({ groupId: supplyGroups.id, itemId: supplies.id }).from(supplies)
    .innerJoin(supplyGroups, eq(supplyGroups.id, supplies.supplyGroupId))
    .where(and(eq(supplyGroups.programId, programId), eq(supplies.name, 'Kit de aplicação domiciliar')));
  return row;
}
