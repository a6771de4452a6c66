import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedAll } from '../apps/api/src/db/seed/index.ts';
import { seedBulkUsers } from '../apps/api/src/db/seed/bulk-users.ts';
import { load } from './load.ts';

/** Migrates, seeds the demo and adds `count` users before the portal starts (PGlite allows one process). */
export async function prepareBulkUsers(env: Record<string, string>, count: number): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : path.join(env.DATA_DIR!, 'pglite'),
  });
  try {
    await database.migrate();
    await seedAll(database.db);
    await seedBulkUsers(database.db, count);
  } finally {
    await database.close();
  }
}

/** The paged users list (first page of 10), unfiltered and with a search term, at 50 connections. */
export async function usersListScenario(baseUrl: string, headers: Record<string, string>, count: number) {
  const me = await (await fetch(`${baseUrl}/api/user`, { headers })).json() as { programId: number };
  const url = (filter?: string) => `${baseUrl}/api/users?programId=${me.programId}&skip=0&take=10${filter ? `&filter=${filter}` : ''}`;
  const probe = await fetch(url(), { headers });
  if (!probe.ok) return [{ scenario: 'GET /api/users (paged)', value: 'n/a', note: `answered ${probe.status}` }];
  const { total } = await probe.json() as { total: number };
  const plain = await load(url(), { headers });
  const search = await load(url('silva'), { headers });
  const note = (r: typeof plain) => `p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (target p99 ≤ 50 ms)`;
  return [
    { scenario: `GET /api/users page 1 of ${total} users`, value: `${plain.rps} req/s`, note: note(plain) },
    { scenario: `GET /api/users?filter=silva (${count} bulk users)`, value: `${search.rps} req/s`, note: note(search) },
  ];
}
