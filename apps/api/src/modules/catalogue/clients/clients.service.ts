import type { ClientForm, ClientSortColumn, SortedPageQuery } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import * as repo from './clients.repository.ts';

/** Clients belong to no programme: only a system administrator's screens reach them (spec §7). */
const entity = 'client';

async function existingClient(db: DbOrTx, id: number) {
  const client = await repo.findClient(db, id);
  if (!client) throw notFound('clientNotFound');
  return client;
}

export const listClients = ({ db }: Deps) => repo.listClients(db);

export const pageClients = ({ db }: Deps, q: SortedPageQuery<ClientSortColumn>) => repo.pageClients(db, q);

export const getClient = ({ db }: Deps, id: number) => existingClient(db, id);

export const createClient = (deps: Deps, ctx: RequestContext, input: ClientForm) =>
  auditedCreate(deps, ctx, entity, (tx) => repo.insertClient(tx, input));

export const updateClient = (deps: Deps, ctx: RequestContext, id: number, input: ClientForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await existingClient(tx, id);
    return { before, after: (await repo.updateClient(tx, id, input))! };
  });

/** The database's foreign keys refuse a client that still has programmes. */
export const deleteClient = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode: 'clientIsLinkedToOtherEntitie' }, async (tx) => {
    const before = await repo.deleteClient(tx, id);
    if (!before) throw notFound('clientNotFound');
    return before;
  });
