import type { ProductForm } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { assertProgramScope, type Actor } from '../programs/program-scope.ts';
import * as repo from './products.repository.ts';

const toValues = (input: ProductForm): repo.ProductValues => ({
  programId: input.programId,
  name: input.name,
  wsAcessoPathologyCode: input.wsAcessoPathologyCode ?? null,
  allowExamRequests: input.allowExamRequests,
  activeIngredients: input.activeIngredients ?? null,
});

/** A product the caller may see: it exists and belongs to the caller's programme. */
export async function getProduct(db: Db, auth: AuthContext, id: number) {
  const product = await repo.findProduct(db, id);
  if (!product) throw notFound('productNotFound');
  assertProgramScope(auth, product.programId);
  return product;
}

export async function createProduct(db: Db, auth: AuthContext, actor: Actor, input: ProductForm) {
  assertProgramScope(auth, input.programId);
  return db.transaction(async (tx) => {
    const after = await repo.insertProduct(tx, toValues(input));
    await recordAudit(tx, { actorId: actor.userId, action: 'create', entity: 'product', entityId: after.id, after, ip: actor.ip });
    return after;
  });
}

export async function updateProduct(db: Db, auth: AuthContext, actor: Actor, id: number, input: ProductForm) {
  assertProgramScope(auth, input.programId);
  return db.transaction(async (tx) => {
    const before = await repo.findProduct(tx, id);
    if (!before) throw notFound('productNotFound');
    assertProgramScope(auth, before.programId);
    const after = (await repo.updateProduct(tx, id, toValues(input)))!;
    await recordAudit(tx, { actorId: actor.userId, action: 'update', entity: 'product', entityId: id, before, after, ip: actor.ip });
    return after;
  });
}

/** Presentations, patient procedures or requests keep a product: the foreign keys refuse the delete. */
export async function deleteProduct(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await repo.findProduct(tx, id);
      if (!before) throw notFound('productNotFound');
      assertProgramScope(auth, before.programId);
      await repo.deleteProduct(tx, id);
      await recordAudit(tx, { actorId: actor.userId, action: 'delete', entity: 'product', entityId: id, before, ip: actor.ip });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('cannotDeleteProduct');
    throw error;
  }
}
