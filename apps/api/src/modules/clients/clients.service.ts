import type { ClientForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '../../lib/crud.ts';
import type { Actor } from '../programs/program-scope.ts';
import * as repo from './clients.repository.ts';

const entity = 'client';

export async function getClient(db: DbOrTx, id: number) {
  const client = await repo.findClient(db, id);
  if (!client) throw notFound('clientNotFound');
  return client;
}

export const createClient = (db: Db, actor: Actor, input: ClientForm) =>
  auditedCreate(db, { actor, entity }, (tx) => repo.insertClient(tx, input));

export const updateClient = (db: Db, actor: Actor, id: number, input: ClientForm) =>
  auditedUpdate(db, { actor, entity, id }, async (tx) => {
    const before = await getClient(tx, id);
    return { before, after: (await repo.updateClient(tx, id, input))! };
  });

/** The database's foreign keys refuse a client that still has programmes. */
export const deleteClient = (db: Db, actor: Actor, id: number) =>
  removeOrRefuse(db, { actor, entity, id, linkedCode: 'clientIsLinkedToOtherEntitie' }, async (tx) => {
    const before = await repo.deleteClient(tx, id);
    if (!before) throw notFound('clientNotFound');
    return before;
  });
