import type { ClientForm } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import type { Actor } from '../programs/program-scope.ts';
import * as repo from './clients.repository.ts';

export async function getClient(db: Db, id: number) {
  const client = await repo.findClient(db, id);
  if (!client) throw notFound('clientNotFound');
  return client;
}

export const createClient = (db: Db, actor: Actor, input: ClientForm) => db.transaction(async (tx) => {
  const client = await repo.insertClient(tx, input);
  await recordAudit(tx, { actorId: actor.userId, action: 'create', entity: 'client', entityId: client.id, after: client, ip: actor.ip });
  return client;
});

export const updateClient = (db: Db, actor: Actor, id: number, input: ClientForm) => db.transaction(async (tx) => {
  const before = await repo.findClient(tx, id);
  if (!before) throw notFound('clientNotFound');
  const after = (await repo.updateClient(tx, id, input))!;
  await recordAudit(tx, { actorId: actor.userId, action: 'update', entity: 'client', entityId: id, before, after, ip: actor.ip });
  return after;
});

/** The database's foreign keys refuse a client that still has programmes. */
export async function deleteClient(db: Db, actor: Actor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await repo.deleteClient(tx, id);
      if (!before) throw notFound('clientNotFound');
      await recordAudit(tx, { actorId: actor.userId, action: 'delete', entity: 'client', entityId: id, before, ip: actor.ip });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('clientIsLinkedToOtherEntitie');
    throw error;
  }
}
