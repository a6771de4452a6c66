import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { presentations, products } from '../../db/schema/index.ts';
import { countAll, paged, searchAny } from '../../lib/paging.ts';

const columns = {
  id: presentations.id,
  name: presentations.name,
  ean: presentations.ean,
  wsAcessoCode: presentations.wsAcessoCode,
  discount: presentations.discount,
  productId: products.id,
  productName: products.name,
  programId: products.programId,
};
type Row = { productId: number; productName: string; programId: number; discount: number } & Record<string, unknown>;

/** The API shape: the product nested; numeric discount as a number on both drivers. */
export const toPresentation = <T extends Row>({ productId, productName, programId: _programId, discount, ...row }: T) =>
  ({ ...row, discount: Number(discount), product: { id: productId, name: productName } });

const select = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(presentations).innerJoin(products, eq(products.id, presentations.productId)).where(where);

export type PresentationValues = Omit<typeof presentations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findPresentation(db: DbOrTx, id: number) {
  const [row] = await select(db, eq(presentations.id, id));
  return row;
}

export async function listProductPresentations(db: DbOrTx, productId: number) {
  const rows = await select(db, eq(presentations.productId, productId)).orderBy(asc(presentations.name), asc(presentations.id));
  return rows.map(toPresentation);
}

export async function listProgramPresentations(db: DbOrTx, programId: number) {
  const rows = await select(db, eq(products.programId, programId)).orderBy(asc(products.name), asc(presentations.name), asc(presentations.id));
  return rows.map(toPresentation);
}

export async function pagePresentations(db: DbOrTx, programId: number, q: { filter?: string | undefined; skip: number; take: number }) {
  const where = and(eq(products.programId, programId), searchAny(q.filter, [presentations.name, presentations.ean, products.name]));
  const page = await paged(
    select(db, where).orderBy(asc(presentations.name), asc(presentations.id)).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(presentations).innerJoin(products, eq(products.id, presentations.productId)).where(where),
  );
  return { data: page.data.map(toPresentation), total: page.total };
}

export async function insertPresentation(db: DbOrTx, values: PresentationValues) {
  const [row] = await db.insert(presentations).values(values).returning({ id: presentations.id });
  return row!.id;
}

export const updatePresentation = (db: DbOrTx, id: number, values: PresentationValues) =>
  db.update(presentations).set({ ...values, updatedAt: new Date() }).where(eq(presentations.id, id));

export const deletePresentation = (db: DbOrTx, id: number) => db.delete(presentations).where(eq(presentations.id, id));
