import path from 'node:path';
import { openDatabase, type Db } from '../apps/api/src/db/client.ts';
import { load, type LoadResult } from './load.ts';
import { signIn } from './doctors.ts';
import type { Running } from './server.ts';
import type { CaseContext, ListFamily, Role } from './list-family.ts';
import { PROGRAM } from './list-family.ts';
import { procedureLists } from './procedure-lists.ts';
import { auditLists } from './audit.ts';
import { inventoryLists } from './inventory-lists.ts';
import { catalogueLists } from './catalogue-lists.ts';
import { integrationLists } from './integration-lists.ts';

/**
 * The `lists` group of `npm run bench` (BENCH_ONLY=lists): every list a programme's data can make
 * large, page 1 and its search or filter, p50/p99 at 50 connections, as the role that reads it.
 * Families whose tables grow with use are seeded in bulk (generate_series) before the portal starts;
 * on PostgreSQL they are measured at 10,000 and again at 100,000 rows (grown while the portal runs)
 * with the p99 ratio of the two sizes; on PGlite at one size (BENCH_LIST_ROWS, default 20,000).
 * Catalogue lists are seeded once at their realistic size; lists backed by an external system are
 * measured against its simulator.
 */
export const LIST_SIZES = [10_000, 100_000] as const;
/** BENCH_LIST_FAMILIES=inventory,audit runs only the families whose name contains one of the words. */
const chosen = process.env.BENCH_LIST_FAMILIES?.split(',');
const FAMILIES: ListFamily[] = [procedureLists, auditLists, inventoryLists, catalogueLists, integrationLists]
  .filter((f) => !chosen || chosen.some((word) => f.name.includes(word)));
const onPostgres = () => Boolean(process.env.DATABASE_URL);
const pgliteRows = () => Number(process.env.BENCH_LIST_ROWS ?? 20_000);

interface Row { scenario: string; value: string; note?: string }
const seedTimes: string[] = [];

async function withDb(env: Record<string, string>, run: (db: Db) => Promise<void>): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : path.join(env.DATA_DIR!, 'pglite'),
  });
  try {
    await run(database.db);
  } finally {
    await database.close();
  }
}

async function grow(env: Record<string, string>, families: ListFamily[], rows: number): Promise<void> {
  await withDb(env, async (db) => {
    for (const f of families) {
      const started = performance.now();
      await f.grow!(db, rows);
      seedTimes.push(`${f.name}${f.fixed ? '' : ` ${rows}`} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
}

/** Before the portal starts (PGlite allows one process): the catalogue, and the first size of the rest. */
export async function prepareLists(env: Record<string, string>): Promise<void> {
  await grow(env, FAMILIES.filter((f) => f.grow && f.fixed), 0);
  await grow(env, FAMILIES.filter((f) => f.grow && !f.fixed), onPostgres() ? LIST_SIZES[0] : pgliteRows());
}

const note = (r: LoadResult) => `p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`;

export async function listsScenarios(portal: Running, env: Record<string, string>): Promise<Row[]> {
  const program = await (await fetch(`${portal.url}/api/programs/by-slug/${PROGRAM}`)).json() as { id: number };
  const headers: Record<Role, Record<string, string>> = {
    admin: await signIn(portal.url, 'admin@demo.com.br', program.id),
    district: await signIn(portal.url, 'distrital@demo.com.br', program.id),
    sysadmin: await signIn(portal.url, 'sysadmin@demo.com.br', program.id),
  };
  const ctx: CaseContext = {
    programId: program.id,
    get: async <T>(p: string, as: Role = 'admin') => {
      const res = await fetch(`${portal.url}${p}`, { headers: headers[as] });
      if (!res.ok) throw new Error(`${p} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return await res.json() as T;
    },
  };
  const rows: Row[] = [];
  const measure = async (family: ListFamily, label: string): Promise<Map<string, number>> => {
    const p99s = new Map<string, number>();
    for (const c of await family.cases(ctx)) {
      const r = await load(`${portal.url}${c.path}`, { headers: headers[c.as], distinctClients: c.distinctClients ?? false });
      // The load stops sending, not the server answering: one request more waits for the queue to
      // drain, so a slow row's backlog is not measured as the next row's latency.
      await (await fetch(`${portal.url}${c.path}`, { headers: headers[c.as] })).arrayBuffer();
      p99s.set(`${c.name} (${c.as})`, r.p99);
      rows.push({ scenario: `${c.name}${label} (${c.as})`, value: `${r.rps} req/s`, note: `${note(r)}${c.note ? `; ${c.note}` : ''}` });
    }
    return p99s;
  };
  const scaled = FAMILIES.filter((f) => f.grow && !f.fixed);
  const once = FAMILIES.filter((f) => !f.grow || f.fixed);
  if (onPostgres()) {
    const bySize: Map<string, number>[] = [];
    for (const [i, size] of LIST_SIZES.entries()) {
      if (i > 0) await grow(env, scaled, size);
      const p99s = new Map<string, number>();
      for (const f of scaled) for (const [k, v] of await measure(f, ` at ${size / 1000}k`)) p99s.set(k, v);
      bySize.push(p99s);
    }
    const [small, large] = bySize as [Map<string, number>, Map<string, number>];
    for (const [name, p99] of large) {
      rows.push({ scenario: `${name}: p99 at 100k ÷ p99 at 10k`, value: `${(p99 / Math.max(small.get(name) ?? 1, 1)).toFixed(2)}×`, note: 'target ≤ 1.3×' });
    }
  } else {
    for (const f of scaled) await measure(f, ` at ${pgliteRows() / 1000}k`);
  }
  for (const f of once) await measure(f, '');
  rows.push({ scenario: 'lists: bulk seeding', value: `${seedTimes.length} steps`, note: seedTimes.join(', ') });
  return rows;
}
