import type { PresentationForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findProduct } from '../products/products.repository.ts';
import { assertProgramScope, type Actor } from '../programs/program-scope.ts';
import * as repo from './presentations.repository.ts';

const toValues = (input: PresentationForm): repo.PresentationValues => ({
  productId: input.productId,
  name: input.name,
  discount: input.discount,
  ean: input.ean ?? null,
  wsAcessoCode: input.wsAcessoCode ?? null,
});

/** A presentation of the caller's programme (or of `programId`, which must be the caller's). */
export async function getPresentation(db: DbOrTx, auth: AuthContext, id: number, programId?: number) {
  const row = await repo.findPresentation(db, id);
  if (!row || (programId !== undefined && row.programId !== programId)) throw notFound('presentationNotFound');
  assertProgramScope(auth, row.programId);
  return repo.toPresentation(row);
}

/** The product must exist in a programme the caller works in. */
async function assertProduct(db: DbOrTx, auth: AuthContext, productId: number) {
  const product = await findProduct(db, productId);
  if (!product) throw new AppError('validation', 400, { productId: ['validation.invalidField'] });
  assertProgramScope(auth, product.programId);
}

export async function createPresentation(db: Db, auth: AuthContext, actor: Actor, input: PresentationForm) {
  return db.transaction(async (tx) => {
    await assertProduct(tx, auth, input.productId);
    const id = await repo.insertPresentation(tx, toValues(input));
    const after = await getPresentation(tx, auth, id);
    await recordAudit(tx, { actorId: actor.userId, action: 'create', entity: 'presentation', entityId: id, after, ip: actor.ip });
    return after;
  });
}

export async function updatePresentation(db: Db, auth: AuthContext, actor: Actor, id: number, input: PresentationForm) {
  return db.transaction(async (tx) => {
    const before = await getPresentation(tx, auth, id);
    await assertProduct(tx, auth, input.productId);
    await repo.updatePresentation(tx, id, toValues(input));
    const after = await getPresentation(tx, auth, id);
    await recordAudit(tx, { actorId: actor.userId, action: 'update', entity: 'presentation', entityId: id, before, after, ip: actor.ip });
    return after;
  });
}

/** Inventory or requests that name a presentation keep it: the foreign keys refuse the delete. */
export async function deletePresentation(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await getPresentation(tx, auth, id);
      await repo.deletePresentation(tx, id);
      await recordAudit(tx, { actorId: actor.userId, action: 'delete', entity: 'presentation', entityId: id, before, ip: actor.ip });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('presentationIsLinkedToOtherEntitie');
    throw error;
  }
}
