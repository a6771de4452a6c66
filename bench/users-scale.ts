import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedBulkUsers } from '../apps/api/src/main/seed/bulk-users.ts';
import { load, type LoadResult } from './load.ts';

/**
 * The users list at 10,000 and then 100,000 bulk users on PostgreSQL (the portal keeps running while
 * the users are added, which PGlite's single connection does not allow): page 1 and the search
 * "silva" at 50 connections per size, and the cost of 10× the rows as a ratio of p99s.
 */
export const SCALE_SIZES = [10_000, 100_000] as const;

async function growTo(count: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    await seedBulkUsers(database.db, count, { start: 1 });
    // The vacuum that follows a bulk insert would otherwise run as autovacuum during the measurement.
    await database.db.execute(sql`vacuum analyze users, program_users`);
  } finally {
    await database.close();
  }
}

interface Row { scenario: string; value: string; note?: string }

export async function usersScaleScenarios(baseUrl: string, headers: Record<string, string>): Promise<Row[]> {
  const me = await (await fetch(`${baseUrl}/api/user`, { headers })).json() as { programId: number };
  const url = (filter?: string) => `${baseUrl}/api/users?programId=${me.programId}&skip=0&take=10${filter ? `&filter=${filter}` : ''}`;
  const rows: Row[] = [];
  const p99s: Record<string, number[]> = { page: [], search: [] };
  const note = (r: LoadResult) => `p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (target p99 ≤ 50 ms)`;
  for (const size of SCALE_SIZES) {
    await growTo(size);
    const first = await (await fetch(url(), { headers })).json() as { total: number; totalCapped?: boolean };
    const shown = first.totalCapped ? `more than ${first.total}` : String(first.total);
    for (const [kind, filter] of [['page', undefined], ['search', 'silva']] as const) {
      const r = await load(url(filter), { headers });
      p99s[kind]!.push(r.p99);
      rows.push({
        scenario: kind === 'page' ? `GET /api/users page 1 at ${size} bulk users (total ${shown})` : `GET /api/users?filter=silva at ${size} bulk users`,
        value: `${r.rps} req/s`, note: note(r),
      });
    }
  }
  for (const kind of ['page', 'search'] as const) {
    const [small, large] = p99s[kind]!;
    rows.push({
      scenario: `GET /api/users ${kind}: p99 at 100k ÷ p99 at 10k`, value: `${(large! / Math.max(small!, 1)).toFixed(2)}×`,
      note: 'target ≤ 1.3×',
    });
  }
  return rows;
}
