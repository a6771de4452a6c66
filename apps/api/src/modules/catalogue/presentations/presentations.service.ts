import type { PresentationForm, PresentationSortColumn, SortedPageQuery } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { within, type Within } from '#platform/lib/scope-filter.ts';
import { findProduct, visibleProduct } from '../products/index.ts';
import * as repo from './presentations.repository.ts';

const entity = 'presentation';

const toValues = (input: PresentationForm): repo.PresentationValues => ({
  productId: input.productId,
  name: input.name,
  discount: input.discount,
  ean: input.ean ?? null,
  wsAcessoCode: input.wsAcessoCode ?? null,
});

/** A presentation whose product lies within the programme(s); another programme's answers like a missing one. */
async function visiblePresentation(db: DbOrTx, where: Within, id: number) {
  const row = await repo.findPresentation(db, where, id);
  if (!row) throw notFound('presentationNotFound');
  return repo.toPresentation(row);
}

/** A presentation of the caller's programme (or of `programId`, which must be one the caller works in). */
export const getPresentation = ({ db }: Deps, ctx: RequestContext, id: number, programId?: number) =>
  visiblePresentation(db, within(ctx.scope, programId, 'presentationNotFound'), id);

export const listProgramPresentations = ({ db }: Deps, ctx: RequestContext, programId: number) =>
  repo.listProgramPresentations(db, programIn(ctx.scope, programId, 'programNotFound'));

export const pagePresentations = ({ db }: Deps, ctx: RequestContext, q: SortedPageQuery<PresentationSortColumn> & { programId: number }) =>
  repo.pagePresentations(db, programIn(ctx.scope, q.programId, 'programNotFound'), q);

export async function listProductPresentations({ db }: Deps, ctx: RequestContext, productId: number) {
  await visibleProduct(db, ctx.scope, productId);
  return repo.listProductPresentations(db, ctx.scope, productId);
}

/** The product picked on the form must exist in a programme the caller works in. */
async function assertProduct(db: DbOrTx, ctx: RequestContext, productId: number) {
  if (!(await findProduct(db, ctx.scope, productId))) throw new AppError('validation', 400, { productId: ['validation.invalidField'] });
}

export const createPresentation = (deps: Deps, ctx: RequestContext, input: PresentationForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => {
    await assertProduct(tx, ctx, input.productId);
    return visiblePresentation(tx, ctx.scope, await repo.insertPresentation(tx, toValues(input)));
  });

export const updatePresentation = (deps: Deps, ctx: RequestContext, id: number, input: PresentationForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visiblePresentation(tx, ctx.scope, id);
    await assertProduct(tx, ctx, input.productId);
    await repo.updatePresentation(tx, ctx.scope, id, toValues(input));
    return { before, after: await visiblePresentation(tx, ctx.scope, id) };
  });

/** Inventory or requests that name a presentation keep it: the foreign keys refuse the delete. */
export const deletePresentation = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode: 'presentationIsLinkedToOtherEntitie' }, async (tx) => {
    const before = await visiblePresentation(tx, ctx.scope, id);
    await repo.deletePresentation(tx, ctx.scope, id);
    return before;
  });
