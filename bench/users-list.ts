import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedAll } from '../apps/api/src/main/seed/index.ts';
import { seedBulkUsers } from '../apps/api/src/main/seed/bulk-users.ts';
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

async function bearer(baseUrl: string, username: string, programId: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@2026', programId, authMode: 'bearer' }),
  });
  return (await res.json() as { token: string }).token;
}

/**
 * The paged users list (first page of 10), unfiltered and with a search term as an administrator,
 * and unfiltered as a district manager, at 50 connections.
 */
export async function usersListScenario(baseUrl: string, headers: Record<string, string>, count: number) {
  const me = await (await fetch(`${baseUrl}/api/user`, { headers })).json() as { programId: number };
  const url = (filter?: string) => `${baseUrl}/api/users?programId=${me.programId}&skip=0&take=10${filter ? `&filter=${filter}` : ''}`;
  const probe = await fetch(url(), { headers });
  if (!probe.ok) return [{ scenario: 'GET /api/users (paged)', value: 'n/a', note: `answered ${probe.status}` }];
  const { total } = await probe.json() as { total: number };
  const plain = await load(url(), { headers });
  const search = await load(url('silva'), { headers });
  // A district manager's page: bounded by their subtree of the hierarchy (decision 0040).
  const district = { authorization: `Bearer ${await bearer(baseUrl, 'distrital@demo.com.br', me.programId)}` };
  const team = await load(url(), { headers: district });
  const note = (r: typeof plain) => `p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (target p99 ≤ 50 ms)`;
  return [
    { scenario: `GET /api/users page 1 of ${total} users`, value: `${plain.rps} req/s`, note: note(plain) },
    { scenario: `GET /api/users?filter=silva (${count} bulk users)`, value: `${search.rps} req/s`, note: note(search) },
    { scenario: 'GET /api/users page 1 as a district manager', value: `${team.rps} req/s`, note: note(team) },
  ];
}
