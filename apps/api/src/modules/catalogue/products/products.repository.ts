import { and, asc, eq, type SQLWrapper } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { patientProcedures, products } from '#db/schema/index.ts';
import type { ProductSortColumn } from '@portal/domain';
import { countAll, paged, searchAny, sortedBy, type SortedPageQuery } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';

const columns = {
  id: products.id,
  name: products.name,
  wsAcessoPathologyCode: products.wsAcessoPathologyCode,
  allowExamRequests: products.allowExamRequests,
  activeIngredients: products.activeIngredients,
  programId: products.programId,
};

/** A product's columns; its programme only ever one the request may work in. */
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'programId'> & { programId: ScopedProgramId };

const inScope = (within: Within, id: number) => and(eq(products.id, id), inProgram(products.programId, within));

export async function findProduct(db: DbOrTx, within: Within, id: number) {
  const [row] = await db.select(columns).from(products).where(inScope(within, id));
  return row;
}

export const listProgramProducts = (db: DbOrTx, programId: ScopedProgramId) =>
  db.select(columns).from(products).where(eq(products.programId, programId)).orderBy(asc(products.name), asc(products.id));

const SORT: Record<ProductSortColumn, SQLWrapper> = {
  name: products.name, activeIngredients: products.activeIngredients, allowExamRequests: products.allowExamRequests,
};

export function pageProgramProducts(db: DbOrTx, programId: ScopedProgramId, q: SortedPageQuery<ProductSortColumn>) {
  const where = and(eq(products.programId, programId), searchAny(q.filter, [products.name, products.activeIngredients]));
  return paged(
    db.select(columns).from(products).where(where).orderBy(...sortedBy(SORT, q, products.id, [asc(products.name), asc(products.id)])).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(products).where(where),
  );
}

export async function insertProduct(db: DbOrTx, values: ProductValues) {
  const [row] = await db.insert(products).values(values).returning(columns);
  return row!;
}

export async function updateProduct(db: DbOrTx, within: Within, id: number, values: ProductValues) {
  const [row] = await db.update(products).set({ ...values, updatedAt: new Date() }).where(inScope(within, id)).returning(columns);
  return row;
}

export const deleteProduct = (db: DbOrTx, within: Within, id: number) => db.delete(products).where(inScope(within, id));

export const listPatientProcedures = (db: DbOrTx, within: Within, productId: number) =>
  db.select({ id: patientProcedures.id, name: patientProcedures.name, productId: patientProcedures.productId })
    .from(patientProcedures).innerJoin(products, eq(products.id, patientProcedures.productId))
    .where(inScope(within, productId)).orderBy(asc(patientProcedures.name));
