import { and, eq } from 'drizzle-orm';
import type { InventoryType } from '@portal/domain';
import type { Db } from '#db/client.ts';
import { inventoryBalances, patientProcedures, products, programs, supplies, supplyGroups } from '#db/schema/index.ts';

/** The demo configuration of the patient-procedure and supply requests in a programme (seeded by demo.ts). */
export interface DemoRequestConfig {
  programId: number;
  /** Imunovita and its "Aplicação assistida" (SELECT and YESNO fields required) and "Infusão em centro de referência" (no fields). */
  product: number;
  assisted: number;
  infusion: number;
  /** "Kits de aplicação": the home kit (max 3, CPF and recipient type shown) and the cool bag (PATIENT only). */
  kits: number;
  homeKit: number;
  coolBag: number;
}

export async function demoRequestConfig(db: Db, slug = 'BEMESTAR'): Promise<DemoRequestConfig> {
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.slug, slug));
  const procedures = await db.select({ id: patientProcedures.id, name: patientProcedures.name, productId: products.id }).from(patientProcedures)
    .innerJoin(products, eq(products.id, patientProcedures.productId)).where(and(eq(products.programId, program!.id), eq(products.name, 'Imunovita')));
  const kits = await db.select({ id: supplies.id, name: supplies.name, groupId: supplyGroups.id }).from(supplies)
    .innerJoin(supplyGroups, eq(supplyGroups.id, supplies.supplyGroupId))
    .where(and(eq(supplyGroups.programId, program!.id), eq(supplyGroups.name, 'Kits de aplicação')));
  const pp = (name: string) => procedures.find((p) => p.name === name)!;
  const kit = (name: string) => kits.find((k) => k.name === name)!;
  return {
    programId: program!.id, product: pp('Aplicação assistida').productId, assisted: pp('Aplicação assistida').id,
    infusion: pp('Infusão em centro de referência').id,
    kits: kit('Kit de aplicação domiciliar').groupId, homeKit: kit('Kit de aplicação domiciliar').id, coolBag: kit('Bolsa térmica para transporte').id,
  };
}

/** The user's balance of one item of an inventory. */
export async function balanceOf(db: Db, programId: number, userId: number, inventoryType: InventoryType, groupId: number, itemId: number) {
  const [row] = await db.select({ amount: inventoryBalances.amount }).from(inventoryBalances).where(and(
    eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, userId), eq(inventoryBalances.inventoryType, inventoryType),
    eq(inventoryBalances.groupId, groupId), eq(inventoryBalances.itemId, itemId),
  ));
  return row?.amount ?? 0;
}
