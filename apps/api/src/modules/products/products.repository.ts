import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patientProcedures, products } from '../../db/schema/index.ts';
import { countAll, paged, searchAny } from '../../lib/paging.ts';

const columns = {
  id: products.id,
  name: products.name,
  wsAcessoPathologyCode: products.wsAcessoPathologyCode,
  allowExamRequests: products.allowExamRequests,
  activeIngredients: products.activeIngredients,
  programId: products.programId,
};

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(products).where(eq(products.id, id));
  return row;
}

export const listProgramProducts = (db: DbOrTx, programId: number) =>
  db.select(columns).from(products).where(eq(products.programId, programId)).orderBy(asc(products.name), asc(products.id));

export function pageProgramProducts(db: DbOrTx, programId: number, q: { filter?: string | undefined; skip: number; take: number }) {
  const where = and(eq(products.programId, programId), searchAny(q.filter, [products.name, products.activeIngredients]));
  return paged(
    db.select(columns).from(products).where(where).orderBy(asc(products.name), asc(products.id)).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(products).where(where),
  );
}

export async function insertProduct(db: DbOrTx, values: ProductValues) {
  const [row] = await db.insert(products).values(values).returning(columns);
  return row!;
}

export async function updateProduct(db: DbOrTx, id: number, values: ProductValues) {
  const [row] = await db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)).returning(columns);
  return row;
}

export const deleteProduct = (db: DbOrTx, id: number) => db.delete(products).where(eq(products.id, id));

export const listPatientProcedures = (db: DbOrTx, productId: number) =>
  db.select({ id: patientProcedures.id, name: patientProcedures.name, productId: patientProcedures.productId })
    .from(patientProcedures).where(eq(patientProcedures.productId, productId)).orderBy(asc(patientProcedures.name));
