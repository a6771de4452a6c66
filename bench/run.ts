/**
 * `npm run bench`: builds the portal, starts it on localhost and prints one table of figures.
 * Each scenario measures against a baseline taken in the same run where it can, since these
 * machines are noisy: read the ratios, not the absolute numbers.
 * BENCH_SECONDS sets each load's duration (default 10); DATABASE_URL benchmarks on PostgreSQL,
 * where the users list is also measured at 10,000 and 100,000 users; BENCH_LOAD=1 adds the load row
 * (200 simulated users for 60 s); BENCH_ONLY=users,api keeps only those groups (users: the users
 * lists, api: hello-world and GET /api/user with metrics off and on, load: the load row, lists: every other list, bench/lists.ts,
 * workers: GET /api/user and the users list at WEB_CONCURRENCY 1 and 2, PostgreSQL only; channel,
 * PostgreSQL only: what a cross-process cache invalidation adds to a write, bench/cache-channel.ts;
 * spreadsheets: /api/healthz while large spreadsheets are validated, bench/spreadsheet-stall.ts;
 * queue and search: the decision queue and the global search over the exams bench's requests, bench/queue-search.ts;
 * reads, PostgreSQL only: every hierarchy-bounded request read as each role with small and large teams at
 * 20,000 and 200,000 requests, bench/request-reads.ts; fhir: a FHIR Bulk Data export of 100,000 patients run in
 * the bench's process, resources/s and peak RSS growth, bench/fhir-export.ts; pv: the batch E2B(R3) export of
 * 1,000 and 5,000 coded cases streamed through GET /api/adverse-events/e2b, cases/s and the server process's peak
 * RSS growth at both sizes with their ratio, bench/e2b-batch.ts).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startProcess } from './server.ts';
import { load } from './load.ts';
import { loginJsBytes } from './login-js.ts';
import { prepareBulkUsers, usersListScenario } from './users-list.ts';
import { inventoryScenarios, prepareInventoryBench } from './inventory.ts';
import { doctorsScenarios, prepareDoctors, signIn } from './doctors.ts';
import { procedureCreateScenarios } from './procedures-create.ts';
import { dashboardScenarios, prepareDashboard } from './dashboard.ts';
import { prepareProceduresBench, proceduresListScenarios } from './procedures-list.ts';
import { queueSearchScenarios } from './queue-search.ts';
import { SCALE_SIZES, usersScaleScenarios } from './users-scale.ts';
import { loadMixScenario } from './load-mix.ts';
import { listsScenarios, prepareLists } from './lists.ts';
import { workersScenarios } from './workers.ts';
import { requestReadsScenarios } from './request-reads.ts';
import { cacheChannelScenarios } from './cache-channel.ts';
import { spreadsheetStallScenarios } from './spreadsheet-stall.ts';
import { metricsCostRow } from './metrics-cost.ts';
import { fhirExportScenarios } from './fhir-export.ts';
import { preparePvBench, pvBatchScenarios } from './e2b-batch.ts';

interface Row { scenario: string; value: string; note?: string }
const rows: Row[] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// TRUST_PROXY=1: the load row's simulated users send their own addresses in X-Forwarded-For.
const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'bench', LOGIN_RATE_LIMIT_PER_MINUTE: '100000', SEARCH_RATE_LIMIT_PER_MINUTE: '100000000', TRUST_PROXY: '1' };
const onPostgres = Boolean(process.env.DATABASE_URL);
const only = process.env.BENCH_ONLY?.split(',');
const runs = (group: string) => !only || only.includes(group);
// On PostgreSQL the users list grows from 10,000 to 100,000 users while the portal runs.
const bulkUsers = onPostgres ? SCALE_SIZES[0] : Number(process.env.BENCH_USERS ?? 50_000);
await prepareBulkUsers(env, bulkUsers);
const benchProcedures = Number(process.env.BENCH_PROCEDURES ?? 20_000);
if (!only) {
  await prepareInventoryBench(env);
  await prepareDoctors(env, Number(process.env.BENCH_DOCTORS ?? 100_000));
}
if (runs('dashboard')) await prepareDashboard(env, benchProcedures);
if (runs('procedures') || runs('load') || runs('queue') || runs('search')) await prepareProceduresBench(env);
if (runs('lists')) await prepareLists(env);
if (runs('pv')) await preparePvBench(env);

const coldStart = performance.now();
const portal = await startProcess('apps/api/src/main/server.ts', env, '/api/healthz');
rows.push({ scenario: 'cold start to healthy (migrated, seeded)', value: `${Math.round(performance.now() - coldStart)} ms` });
try {
  if (runs('web')) {
    const js = await loginJsBytes(portal.url);
    rows.push({ scenario: 'JS transferred by /login', value: kb(js.transferred), note: `${js.files} files (${js.encodings}), ${kb(js.gzip)} at gzip -9, ${kb(js.raw)} raw; budget 150 KB` });
  }

  const programs = await (await fetch(`${portal.url}/api/programs/by-slug/BEMESTAR`)).json() as { id: number };
  const loginRes = await fetch(`${portal.url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.com.br', password: 'Demo@2026', programId: programs.id, authMode: 'bearer' }),
  });
  const { token } = await loginRes.json() as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  if (runs('api')) {
    const hello = await startProcess('bench/hello.ts', {}, '/');
    const base = await load(`${hello.url}/`);
    await hello.stop();
    const user = await load(`${portal.url}/api/user`, { headers: auth });
    rows.push({ scenario: 'bare Fastify hello-world', value: `${base.rps} req/s`, note: `p50 ${base.p50} ms, p99 ${base.p99} ms` });
    rows.push({
      scenario: 'GET /api/user (authenticated)', value: `${user.rps} req/s`,
      note: `p50 ${user.p50} ms, p99 ${user.p99} ms, ${(100 * user.rps / base.rps).toFixed(0)}% of hello-world (target ≥ 35%), errors ${user.errors}`,
    });
    rows.push(await metricsCostRow(env, portal.url, auth));
  }
  // Before the users group grows the table, so the list here has its 10,000 users.
  if (onPostgres && runs('workers')) rows.push(...await workersScenarios(env, auth, programs.id));
  if (runs('users')) {
    rows.push(...(onPostgres ? await usersScaleScenarios(portal.url, auth) : await usersListScenario(portal.url, auth, bulkUsers)));
  }
  if (!only) {
    rows.push(...await inventoryScenarios(portal.url, portal.pid));
    rows.push(...await doctorsScenarios(portal, auth, await signIn(portal.url, 'distrital@demo.com.br', programs.id)));
  }
  if (runs('dashboard')) rows.push(...await dashboardScenarios(portal.url, benchProcedures));
  if (runs('procedures')) rows.push(...await proceduresListScenarios(portal));
  if (runs('queue') || runs('search')) rows.push(...await queueSearchScenarios(portal, { queue: runs('queue'), search: runs('search') }));
  if (runs('lists')) rows.push(...await listsScenarios(portal, env));
  if (onPostgres && runs('reads')) rows.push(...await requestReadsScenarios(portal));
  if (runs('fhir')) rows.push(...await fhirExportScenarios());
  if (runs('pv')) rows.push(...await pvBatchScenarios(portal));
  if (process.env.BENCH_LOAD === '1') rows.push(await loadMixScenario(portal.url, programs.id));
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (!only) rows.push(...await procedureCreateScenarios());
if (onPostgres && runs('channel')) rows.push(...await cacheChannelScenarios(process.env.DATABASE_URL!));
if (runs('spreadsheets')) rows.push(...await spreadsheetStallScenarios());

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`\nBenchmark (${db}, ${os.cpus().length} cores, node ${process.version})\n`);
const width = Math.max(...rows.map((r) => r.scenario.length));
const vwidth = Math.max(...rows.map((r) => r.value.length));
for (const r of rows) console.log(`${r.scenario.padEnd(width)}  ${r.value.padStart(vwidth)}  ${r.note ?? ''}`);
