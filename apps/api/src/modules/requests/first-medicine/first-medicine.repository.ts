import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { inventoryBalances, presentations, products, programs } from '#db/schema/index.ts';

/**
 * What the first-medicine release reads of the programme's catalogue: the `wsAcesso` codes that
 * name programme, pathology and presentation in the registration service, and the doctor's
 * FIRST_MEDICINE vouchers (group = product, item = presentation). Always inside one programme.
 */

export async function programCode(db: DbOrTx, programId: ScopedProgramId): Promise<string | null> {
  const [row] = await db.select({ code: programs.wsAcessoCode }).from(programs).where(eq(programs.id, programId));
  return row?.code?.trim() || null;
}

const productColumns = { id: products.id, name: products.name, pathologyCode: products.wsAcessoPathologyCode };
export type ReleaseProduct = { id: number; name: string; pathologyCode: number | null };

export function productsOf(db: DbOrTx, programId: ScopedProgramId): Promise<ReleaseProduct[]> {
  return db.select(productColumns).from(products).where(eq(products.programId, programId)).orderBy(asc(products.name), asc(products.id));
}

export async function findProduct(db: DbOrTx, programId: ScopedProgramId, productId: number): Promise<ReleaseProduct | undefined> {
  const [row] = await db.select(productColumns).from(products).where(and(eq(products.programId, programId), eq(products.id, productId)));
  return row;
}

const presentationColumns = {
  id: presentations.id, name: presentations.name, ean: presentations.ean, code: presentations.wsAcessoCode, productId: presentations.productId,
};
export type ReleasePresentation = { id: number; name: string; ean: string | null; code: string | null; productId: number };

export function presentationsOf(db: DbOrTx, programId: ScopedProgramId, productId: number): Promise<ReleasePresentation[]> {
  return db.select(presentationColumns).from(presentations).innerJoin(products, eq(products.id, presentations.productId))
    .where(and(eq(products.programId, programId), eq(presentations.productId, productId))).orderBy(asc(presentations.name), asc(presentations.id));
}

export async function findPresentation(db: DbOrTx, programId: ScopedProgramId, presentationId: number): Promise<ReleasePresentation | undefined> {
  const [row] = await db.select(presentationColumns).from(presentations).innerJoin(products, eq(products.id, presentations.productId))
    .where(and(eq(products.programId, programId), eq(presentations.id, presentationId)));
  return row;
}

/** The FIRST_MEDICINE vouchers a user holds of each presentation of a product. */
export async function vouchersHeld(db: DbOrTx, programId: ScopedProgramId, userId: number, productId: number, presentationIds: readonly number[]) {
  if (presentationIds.length === 0) return new Map<number, number>();
  const rows = await db.select({ itemId: inventoryBalances.itemId, amount: inventoryBalances.amount }).from(inventoryBalances).where(and(
    eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, userId), eq(inventoryBalances.inventoryType, 'FIRST_MEDICINE'),
    eq(inventoryBalances.groupId, productId), inArray(inventoryBalances.itemId, [...presentationIds]),
  ));
  return new Map(rows.map((r) => [r.itemId, r.amount]));
}
