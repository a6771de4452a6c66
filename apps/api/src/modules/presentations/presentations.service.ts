import type { PresentationForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '../../lib/crud.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findProduct } from '../products/products.repository.ts';
import { assertProgramScope, scopedRecord, type Actor } from '../programs/program-scope.ts';
import * as repo from './presentations.repository.ts';

const entity = 'presentation';

const toValues = (input: PresentationForm): repo.PresentationValues => ({
  productId: input.productId,
  name: input.name,
  discount: input.discount,
  ean: input.ean ?? null,
  wsAcessoCode: input.wsAcessoCode ?? null,
});

/** A presentation of the caller's programme (or of `programId`, which must be the caller's). */
export const getPresentation = async (db: DbOrTx, auth: AuthContext, id: number, programId?: number) =>
  repo.toPresentation(scopedRecord(auth, await repo.findPresentation(db, id), 'presentationNotFound', programId));

/** The product must exist in a programme the caller works in. */
async function assertProduct(db: DbOrTx, auth: AuthContext, productId: number) {
  const product = await findProduct(db, productId);
  if (!product) throw new AppError('validation', 400, { productId: ['validation.invalidField'] });
  assertProgramScope(auth, product.programId);
}

export const createPresentation = (db: Db, auth: AuthContext, actor: Actor, input: PresentationForm) =>
  auditedCreate(db, { actor, entity }, async (tx) => {
    await assertProduct(tx, auth, input.productId);
    return getPresentation(tx, auth, await repo.insertPresentation(tx, toValues(input)));
  });

export const updatePresentation = (db: Db, auth: AuthContext, actor: Actor, id: number, input: PresentationForm) =>
  auditedUpdate(db, { actor, entity, id }, async (tx) => {
    const before = await getPresentation(tx, auth, id);
    await assertProduct(tx, auth, input.productId);
    await repo.updatePresentation(tx, id, toValues(input));
    return { before, after: await getPresentation(tx, auth, id) };
  });

/** Inventory or requests that name a presentation keep it: the foreign keys refuse the delete. */
export const deletePresentation = (db: Db, auth: AuthContext, actor: Actor, id: number) =>
  removeOrRefuse(db, { actor, entity, id, linkedCode: 'presentationIsLinkedToOtherEntitie' }, async (tx) => {
    const before = await getPresentation(tx, auth, id);
    await repo.deletePresentation(tx, id);
    return before;
  });
