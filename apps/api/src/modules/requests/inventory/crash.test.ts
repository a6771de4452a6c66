import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { TEMPLATE_DB, withDatabase } from '#test/database-urls.ts';
import { DEMO_PASSWORD } from '#main/seed/demo.ts';
import { demoInventories, insertPeople, programIdOf, type InventoryRef } from './inventory.test-helpers.ts';

/**
 * Survives a crash (ENGINEERING §6): the real API in a child process takes a burst of
 * distributions and is killed with SIGKILL in the middle of it; restarted on the same data, every
 * distribution it had accepted (200) is there whole, none is there in part, and the
 * reconciliation command passes. On PGlite by default; with DATABASE_URL set
 * (`scripts/with-postgres.sh npx vitest run <this file>`), on a new database of that server.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const RECIPIENTS = 20;
const COMMANDS = 60;
const IN_FLIGHT = 6;
const KILL_AFTER_ACCEPTED = 12;

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
const serverUrl = process.env.DATABASE_URL;
const dbName = `portal_crash_${randomBytes(4).toString('hex')}`;
const env: Record<string, string> = serverUrl
  ? { DATABASE_URL: withDatabase(serverUrl, dbName), DATA_DIR: temp }
  : { DATA_DIR: temp };
const open = () => openDatabase(serverUrl ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(temp, 'pglite') });

/** This test's database as a copy of the migrated, seeded template of the run (global-setup.ts). */
async function openFromTemplate(): Promise<Database> {
  if (!serverUrl) return openDatabase({ dataDir: path.join(temp, 'pglite'), loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`);
  await admin.end();
  return open();
}

afterAll(async () => {
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  fs.rmSync(temp, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Server { url: string; child: ChildProcess; log: () => string }

/** The real server (`apps/api/src/main/server.ts`) on a free port, once it answers its health check. */
async function startServer(): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '10000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/api/healthz`)).ok) return { url, child, log: () => output };
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`server not healthy: ${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve();
  else child.once('exit', () => resolve());
});

async function login(url: string, email: string, programId: number): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD, programId, authMode: 'bearer' }),
  });
  const { token } = await res.json() as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

const reasonOf = (i: number) => `rajada-${i}`;
const amountOf = (i: number) => 1 + (i % 3);

describe('a crash in the middle of a burst of distributions', () => {
  it('keeps every accepted distribution whole and none in part; the ledger reconciles after the restart', { timeout: 300_000 }, async () => {
    // Prepare: migrated, seeded (a copy of the run's template), with a team of doctors under the district manager.
    let database: Database = await openFromTemplate();
    const programId = await programIdOf(database.db, 'BEMESTAR');
    const [district] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'distrital@demo.com.br'));
    const doctors = await insertPeople(database.db, RECIPIENTS * 3, { programId, managerId: district!.id, tag: 'Rajada' });
    const inventory: InventoryRef = (await demoInventories(database.db, programId, 1)).FIRST_MEDICINE;
    await database.close();

    // The burst, killed with SIGKILL once some distributions were accepted.
    let server = await startServer();
    const adminAuth = await login(server.url, 'admin@demo.com.br', programId);
    const districtAuth = await login(server.url, 'distrital@demo.com.br', programId);
    const post = (headers: Record<string, string>, body: object) =>
      fetch(`${server.url}/api/movements/inventory/distribute`, { method: 'POST', headers, body: JSON.stringify({ ...inventory, ...body }) });
    expect((await post(adminAuth, { distributionType: 'ADD_UNITS', amount: 100_000, userIds: [district!.id] })).status).toBe(200);

    const outcome: string[] = Array.from({ length: COMMANDS }, () => 'unsent');
    let next = 0;
    let accepted = 0;
    const worker = async () => {
      while (next < COMMANDS && server.child.signalCode === null) {
        const i = next++;
        const userIds = doctors.slice((i % 3) * RECIPIENTS, (i % 3 + 1) * RECIPIENTS);
        try {
          const res = await post(districtAuth, { distributionType: 'ADD_UNITS', amount: amountOf(i), userIds, reason: reasonOf(i) });
          outcome[i] = String(res.status);
          if (res.status === 200 && ++accepted === KILL_AFTER_ACCEPTED) server.child.kill('SIGKILL');
        } catch {
          outcome[i] = 'lost';
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await exited(server.child);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(outcome.filter((o) => o === '200').length).toBeGreaterThanOrEqual(KILL_AFTER_ACCEPTED);
    expect(outcome.filter((o) => o !== '200' && o !== 'lost' && o !== 'unsent')).toEqual([]);

    // Restart on the same data: it comes up and answers from the ledger.
    server = await startServer();
    const restartedAuth = await login(server.url, 'distrital@demo.com.br', programId);
    const amount = await fetch(`${server.url}/api/movements/inventory/amount?programId=${programId}&inventory=${inventory.inventoryType}&groupId=${inventory.groupId}&itemId=${inventory.itemId}`, { headers: restartedAuth });
    expect(amount.status).toBe(200);
    const districtHolds = (await amount.json() as { amount: number }).amount;
    server.child.kill('SIGTERM');
    await exited(server.child);

    // The reconciliation command passes on that data.
    const reconcile = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/inventory-reconcile.ts'], {
      cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8',
    });
    expect(reconcile.status, reconcile.stdout + reconcile.stderr).toBe(0);
    expect(reconcile.stdout).toContain('Balanced');

    // Every accepted command is there whole; a lost one is whole or absent; none is in part.
    database = await open();
    try {
      const rows = await queryRows<{ reason: string; movements: number; units: number }>(database.db, sql`
        select reason, count(*)::int as movements, sum(amount)::int as units from inventory_movements
         where reason like 'rajada-%' group by reason`);
      const audits = await queryRows<{ reason: string; n: number }>(database.db, sql`
        select after->>'reason' as reason, count(*)::int as n from audit_log
         where action = 'inventory.distribute' and after->>'reason' like 'rajada-%' group by 1`);
      const written = new Map(rows.map((r) => [r.reason, r]));
      const audited = new Map(audits.map((a) => [a.reason, a.n]));
      let units = 0;
      for (let i = 0; i < COMMANDS; i++) {
        const row = written.get(reasonOf(i));
        const whole = { movements: RECIPIENTS, units: RECIPIENTS * amountOf(i) };
        if (outcome[i] === '200') expect(row, `accepted command ${i}`).toMatchObject(whole);
        if (row) {
          expect(row, `command ${i} (${outcome[i]})`).toMatchObject(whole);
          expect(audited.get(reasonOf(i)), `audit of command ${i}`).toBe(1);
          units += row.units;
        } else {
          expect(outcome[i], `command ${i} missing`).not.toBe('200');
          expect(audited.has(reasonOf(i))).toBe(false);
        }
      }
      expect(districtHolds).toBe(100_000 - units);
    } finally {
      await database.close();
    }
  });
});
