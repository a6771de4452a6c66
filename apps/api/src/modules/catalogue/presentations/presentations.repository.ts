import { and, asc, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { presentations, products } from '#db/schema/index.ts';
import type { PresentationSortColumn } from '@portal/domain';
import { countAll, paged, searchAny, sortedBy, type SortedPageQuery } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';

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
type Row = { productId: number; productName: string; programId: number } & Record<string, unknown>;

/** The API shape: the product nested (the numeric discount column already reads as a number). */
export const toPresentation = <T extends Row>({ productId, productName, programId: _programId, ...row }: T) =>
  ({ ...row, product: { id: productId, name: productName } });

/** Presentations belong to a programme through their product. */
const select = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(presentations).innerJoin(products, eq(products.id, presentations.productId)).where(where);

/** For writes, which join no product: presentation `id`, if its product lies within the programme(s). */
function scoped(db: DbOrTx, within: Within, id: number) {
  const program = inProgram(products.programId, within);
  return and(
    eq(presentations.id, id),
    program && inArray(presentations.productId, db.select({ id: products.id }).from(products).where(program)),
  );
}

export type PresentationValues = Omit<typeof presentations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findPresentation(db: DbOrTx, within: Within, id: number) {
  const [row] = await select(db, and(eq(presentations.id, id), inProgram(products.programId, within)));
  return row;
}

export async function listProductPresentations(db: DbOrTx, within: Within, productId: number) {
  const rows = await select(db, and(eq(presentations.productId, productId), inProgram(products.programId, within)))
    .orderBy(asc(presentations.name), asc(presentations.id));
  return rows.map(toPresentation);
}

export async function listProgramPresentations(db: DbOrTx, programId: ScopedProgramId) {
  const rows = await select(db, eq(products.programId, programId)).orderBy(asc(products.name), asc(presentations.name), asc(presentations.id));
  return rows.map(toPresentation);
}

const SORT: Record<PresentationSortColumn, SQLWrapper> = {
  name: presentations.name, product: products.name, ean: presentations.ean, discount: presentations.discount,
};

export async function pagePresentations(db: DbOrTx, programId: ScopedProgramId, q: SortedPageQuery<PresentationSortColumn>) {
  const where = and(eq(products.programId, programId), searchAny(q.filter, [presentations.name, presentations.ean, products.name]));
  const page = await paged(
    select(db, where).orderBy(...sortedBy(SORT, q, presentations.id, [asc(presentations.name), asc(presentations.id)])).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(presentations).innerJoin(products, eq(products.id, presentations.productId)).where(where),
  );
  return { data: page.data.map(toPresentation), total: page.total };
}

/** The caller checked that the product lies within its scope. */
export async function insertPresentation(db: DbOrTx, values: PresentationValues) {
  const [row] = await db.insert(presentations).values(values).returning({ id: presentations.id });
  return row!.id;
}

export const updatePresentation = (db: DbOrTx, within: Within, id: number, values: PresentationValues) =>
  db.update(presentations).set({ ...values, updatedAt: new Date() }).where(scoped(db, within, id));

export const deletePresentation = (db: DbOrTx, within: Within, id: number) => db.delete(presentations).where(scoped(db, within, id));
