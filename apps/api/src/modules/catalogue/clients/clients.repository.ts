import { asc, eq, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { clients } from '#db/schema/index.ts';
import type { ClientSortColumn } from '@portal/domain';
import { countAll, paged, searchAny, sortedBy, type SortedPageQuery } from '#platform/lib/paging.ts';

const columns = { id: clients.id, name: clients.name };

export const listClients = (db: DbOrTx) => db.select(columns).from(clients).orderBy(asc(clients.name));

export async function findClient(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(clients).where(eq(clients.id, id));
  return row;
}

const SORT: Record<ClientSortColumn, SQLWrapper> = { name: clients.name };

export function pageClients(db: DbOrTx, q: SortedPageQuery<ClientSortColumn>) {
  const where = searchAny(q.filter, [clients.name]);
  return paged(
    db.select(columns).from(clients).where(where).orderBy(...sortedBy(SORT, q, clients.id, [asc(clients.name), asc(clients.id)])).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(clients).where(where),
  );
}

export async function insertClient(db: DbOrTx, values: { name: string }) {
  const [row] = await db.insert(clients).values(values).returning(columns);
  return row!;
}

export async function updateClient(db: DbOrTx, id: number, values: { name: string }) {
  const [row] = await db.update(clients).set({ ...values, updatedAt: new Date() }).where(eq(clients.id, id)).returning(columns);
  return row;
}

export async function deleteClient(db: DbOrTx, id: number) {
  const [row] = await db.delete(clients).where(eq(clients.id, id)).returning(columns);
  return row;
}
