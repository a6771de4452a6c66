import type { ProductForm, ProductSortColumn, SortedPageQuery } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import * as repo from './products.repository.ts';

const entity = 'product';

const toValues = (input: ProductForm, programId: ScopedProgramId): repo.ProductValues => ({
  programId,
  name: input.name,
  wsAcessoPathologyCode: input.wsAcessoPathologyCode ?? null,
  allowExamRequests: input.allowExamRequests,
  activeIngredients: input.activeIngredients ?? null,
});

/** A product in a programme the request may see; another programme's answers like a missing one. */
export async function visibleProduct(db: DbOrTx, within: Within, id: number) {
  const product = await repo.findProduct(db, within, id);
  if (!product) throw notFound('productNotFound');
  return product;
}

/** The programme a call names, when the request may work in it. */
const programOf = (ctx: RequestContext, programId: number) => programIn(ctx.scope, programId, 'programNotFound');

export const getProduct = ({ db }: Deps, ctx: RequestContext, id: number) => visibleProduct(db, ctx.scope, id);

export const listProgramProducts = ({ db }: Deps, ctx: RequestContext, programId: number) =>
  repo.listProgramProducts(db, programOf(ctx, programId));

export const pageProgramProducts = ({ db }: Deps, ctx: RequestContext, programId: number, q: SortedPageQuery<ProductSortColumn>) =>
  repo.pageProgramProducts(db, programOf(ctx, programId), q);

export function createProduct(deps: Deps, ctx: RequestContext, input: ProductForm) {
  const values = toValues(input, programOf(ctx, input.programId));
  return auditedCreate(deps, ctx, entity, (tx) => repo.insertProduct(tx, values));
}

export function updateProduct(deps: Deps, ctx: RequestContext, id: number, input: ProductForm) {
  const values = toValues(input, programOf(ctx, input.programId));
  return auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleProduct(tx, ctx.scope, id);
    return { before, after: (await repo.updateProduct(tx, ctx.scope, id, values))! };
  });
}

/** Presentations, patient procedures or requests keep a product: the foreign keys refuse the delete. */
export const deleteProduct = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode: 'cannotDeleteProduct' }, async (tx) => {
    const before = await visibleProduct(tx, ctx.scope, id);
    await repo.deleteProduct(tx, ctx.scope, id);
    return before;
  });

export async function listPatientProcedures({ db }: Deps, ctx: RequestContext, productId: number) {
  await visibleProduct(db, ctx.scope, productId);
  return repo.listPatientProcedures(db, ctx.scope, productId);
}
