import type { ProductForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '../../lib/crud.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { assertProgramScope, scopedRecord, type Actor } from '../programs/program-scope.ts';
import * as repo from './products.repository.ts';

const entity = 'product';

const toValues = (input: ProductForm): repo.ProductValues => ({
  programId: input.programId,
  name: input.name,
  wsAcessoPathologyCode: input.wsAcessoPathologyCode ?? null,
  allowExamRequests: input.allowExamRequests,
  activeIngredients: input.activeIngredients ?? null,
});

/** A product the caller may see: it exists and belongs to the caller's programme. */
export const getProduct = async (db: DbOrTx, auth: AuthContext, id: number) =>
  scopedRecord(auth, await repo.findProduct(db, id), 'productNotFound');

export function createProduct(db: Db, auth: AuthContext, actor: Actor, input: ProductForm) {
  assertProgramScope(auth, input.programId);
  return auditedCreate(db, { actor, entity }, (tx) => repo.insertProduct(tx, toValues(input)));
}

export function updateProduct(db: Db, auth: AuthContext, actor: Actor, id: number, input: ProductForm) {
  assertProgramScope(auth, input.programId);
  return auditedUpdate(db, { actor, entity, id }, async (tx) => {
    const before = await getProduct(tx, auth, id);
    return { before, after: (await repo.updateProduct(tx, id, toValues(input)))! };
  });
}

/** Presentations, patient procedures or requests keep a product: the foreign keys refuse the delete. */
export const deleteProduct = (db: Db, auth: AuthContext, actor: Actor, id: number) =>
  removeOrRefuse(db, { actor, entity, id, linkedCode: 'cannotDeleteProduct' }, async (tx) => {
    const before = await getProduct(tx, auth, id);
    await repo.deleteProduct(tx, id);
    return before;
  });
