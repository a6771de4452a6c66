import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { doctors, users } from '../apps/api/src/db/schema/index.ts';
import { demoInventories, insertPeople, programIdOf } from '../apps/api/src/modules/requests/inventory/inventory.test-helpers.ts';

/**
 * Inventory rows of `npm run bench` (issue item 9): one distribution to 1,000 users, and the
 * validate + import of a 1,000-row voucher spreadsheet, with the API process's peak memory.
 * Targets: each ≤ 1 s on PostgreSQL.
 */
const TEAM = 1000;
const RUNS = 5;
const BENCH_TAG = 'Bench Estoque';

interface Prepared { programId: number; districtId: number; team: number[]; crms: string[]; item: { groupId: number; itemId: number }; ean: string }
let prepared: Prepared | undefined;

/** Adds 1,000 doctors below the demo district manager (before the portal starts: PGlite allows one process). */
export async function prepareInventoryBench(env: Record<string, string>): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : path.join(env.DATA_DIR!, 'pglite'),
  });
  try {
    const programId = await programIdOf(database.db, 'BEMESTAR');
    const [district] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'distrital@demo.com.br'));
    const team = await insertPeople(database.db, TEAM, { programId, managerId: district!.id, tag: BENCH_TAG });
    const rows = await database.db.select({ id: doctors.userId, crm: doctors.crm }).from(doctors);
    const crmOf = new Map(rows.map((r) => [r.id, r.crm]));
    const { FIRST_MEDICINE: item } = await demoInventories(database.db, programId, 1);
    prepared = { programId, districtId: district!.id, team, crms: team.map((id) => crmOf.get(id)!), item, ean: '7891234567901' };
  } finally {
    await database.close();
  }
}

async function login(baseUrl: string, email: string, programId: number): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Demo@2026', programId, authMode: 'bearer' }),
  });
  const { token } = await res.json() as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await run();
  const body = await res.text();
  if (!res.ok) throw new Error(`answered ${res.status}: ${body.slice(0, 300)}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${Math.round(n)} ms`;

/** The process's resident memory (VmRSS) and its peak since the last reset (VmHWM), in MB; Linux only. */
function memory(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}
/** Starts a new peak measurement (writing 5 to clear_refs resets VmHWM; needs the process's owner or root). */
const resetPeak = (pid: number) => { try { fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); } catch { /* not permitted: the peak is since start */ } };

async function voucherFile(p: Prepared): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vouchers');
  sheet.addRow(['CRM', 'UF', 'EAN', 'Quantidade']);
  for (const crm of p.crms) sheet.addRow([crm, 'SP', p.ean, 1]);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

const upload = (file: Blob) => {
  const form = new FormData();
  form.append('file', file, 'vouchers.xlsx');
  return form;
};

export async function inventoryScenarios(baseUrl: string, pid: number | undefined) {
  const p = prepared;
  if (!p) return [{ scenario: 'inventory', value: 'n/a', note: 'prepareInventoryBench did not run' }];
  const admin = await login(baseUrl, 'admin@demo.com.br', p.programId);
  const district = await login(baseUrl, 'distrital@demo.com.br', p.programId);
  const distribute = (headers: Record<string, string>, amount: number, userIds: number[]) =>
    fetch(`${baseUrl}/api/movements/inventory/distribute`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ programId: p.programId, inventoryType: 'FIRST_MEDICINE', ...p.item, distributionType: 'ADD_UNITS', amount, userIds }),
    });

  // The district manager's stock (a grant from the programme's holder), then one warm-up call.
  await timed(() => distribute(admin, (RUNS + 2) * TEAM, [p.districtId]));
  await timed(() => distribute(district, 1, p.team.slice(0, 10)));
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(() => distribute(district, 1, p.team)));

  const file = await voucherFile(p);
  if (pid !== undefined) resetPeak(pid);
  const before = pid === undefined ? undefined : memory(pid);
  const post = (suffix: string) => fetch(`${baseUrl}/api/movements/inventory/distribute-XLSX${suffix}?programId=${p.programId}`, {
    method: 'POST', headers: district, body: upload(file),
  });
  const validate = await timed(() => post('/validate'));
  const importing = await timed(() => post(''));
  const after = pid === undefined ? undefined : memory(pid);
  const mem = before && after ? `; API peak RSS ${after.peak.toFixed(0)} MB (RSS before ${before.rss.toFixed(0)} MB)` : '';

  return [
    {
      scenario: `POST /movements/inventory/distribute to ${TEAM} users`, value: ms(median(runs)),
      note: `median of ${RUNS} (${runs.map((r) => Math.round(r)).join(', ')} ms), district manager, balances locked; target ≤ 1 s on PostgreSQL`,
    },
    {
      scenario: `voucher spreadsheet ${TEAM} rows: validate + import`, value: ms(validate + importing),
      note: `validate ${ms(validate)}, import ${ms(importing)}${mem}; target ≤ 1 s each on PostgreSQL`,
    },
  ];
}

/**
 * Only these rows, without building the web app: `node --import tsx bench/inventory.ts`
 * (PGlite in a temporary directory), or with DATABASE_URL on PostgreSQL, e.g.
 * `scripts/with-postgres.sh node --import tsx bench/inventory.ts`.
 */
async function main() {
  const { default: os } = await import('node:os');
  const { seedAll } = await import('../apps/api/src/main/seed/index.ts');
  const { startProcess } = await import('./server.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-inventory-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'bench', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedAll(database.db);
  await database.close();
  await prepareInventoryBench(env);
  const portal = await startProcess('apps/api/src/main/server.ts', env, '/api/healthz');
  try {
    const rows = await inventoryScenarios(portal.url, portal.pid);
    console.log(`\nInventory benchmark (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores, node ${process.version})`);
    for (const r of rows) console.log(`${r.scenario}  ${r.value}  ${r.note}`);
  } finally {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
