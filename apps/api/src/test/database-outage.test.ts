import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEV_CAPTCHA_TOKEN } from '@portal/domain';
import { openDatabase, queryRows, type Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { demoInventories, programIdOf, type InventoryRef } from '#requests/inventory/inventory.test-helpers.ts';
import { reconcileLedger } from '#requests/inventory/index.ts';
import { TEMPLATE_DB, templateDatabaseUrl } from './database-urls.ts';
import { ownPostgresAvailable, startOwnPostgres, type OwnPostgres } from './own-postgres.ts';
import { signIn, startProcessGroup, type ProcessGroup, type ServerProcess } from './server-processes.ts';

/**
 * The database may go away; the portal stays up (decision 0062). Two real API processes take a
 * steady stream of distributions while their PostgreSQL server is stopped (`pg_ctl stop -m fast`)
 * for ten seconds and started again. The server is the test's own (it stops it), so this runs
 * where the PostgreSQL tests run (DATABASE_URL set, as root, with the server binaries installed).
 */
const OUTAGE_MS = 10_000;
/** Both processes answer 200 within this long of the server accepting connections again. */
const RECOVERY_MS = 2_000;
const LOOPS_PER_PROCESS = 3;
/** Between one loop's requests: a steady load, not a flood of the log. */
const PAUSE_MS = 20;

const runnable = Boolean(process.env.DATABASE_URL) && ownPostgresAvailable();

interface Answer { server: string; reason: string; sentAt: number; answeredAt: number; status: number | 'lost'; code?: string; retryAfter: string | null }

let postgres: OwnPostgres | undefined;
let group: ProcessGroup | undefined;
let database: Database | undefined;

beforeAll(async () => {
  if (!runnable) return;
  postgres = await startOwnPostgres();
  // The run's migrated, seeded template (global-setup.ts), so the processes start without migrating.
  await postgres.copyDatabase(templateDatabaseUrl(process.env.DATABASE_URL!), TEMPLATE_DB);
  group = await startProcessGroup(postgres.url, 2, {}, TEMPLATE_DB);
  database = await openDatabase({ databaseUrl: group.database.url, poolSize: 2 });
}, 120_000);

afterAll(async () => {
  try {
    await postgres?.start().catch(() => { /* already running */ });
    await database?.close();
    await group?.close();
  } finally {
    postgres?.destroy();
  }
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `server` every 100 ms until `path` answers 200; the milliseconds it took, or undefined past `limitMs`. */
async function msUntilOk(server: ServerProcess, path: string, headers: Record<string, string>, limitMs: number): Promise<number | undefined> {
  const from = Date.now();
  while (Date.now() - from <= limitMs) {
    const res = await server.fetch(path, { headers }).catch(() => undefined);
    if (res?.status === 200) return Date.now() - from;
    await sleep(100);
  }
  return undefined;
}

describe.skipIf(!runnable)('a PostgreSQL outage under write load', () => {
  it('keeps both processes up, answers 503 with Retry-After meanwhile, recovers at once and loses or doubles no write', { timeout: 90_000 }, async () => {
    const servers = group!.servers;
    const db = database!.db;
    const programId = await programIdOf(db, 'BEMESTAR');
    const inventory: InventoryRef = (await demoInventories(db, programId, 2)).FIRST_MEDICINE;
    const [district] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'distrital@demo.com.br'));
    const sessions = new Map<string, Record<string, string>>();
    for (const server of servers) sessions.set(server.name, await signIn(server, 'admin@demo.com.br'));

    // The load: each loop posts one distribution of 1 unit after another, each with a reason of its own.
    const answers: Answer[] = [];
    let running = true;
    const loop = async (server: ServerProcess, n: number) => {
      for (let i = 0; running; i++) {
        const reason = `queda-${server.name}-${n}-${i}`;
        const sentAt = Date.now();
        try {
          const res = await fetch(`${server.url}/api/movements/inventory/distribute`, {
            method: 'POST', headers: sessions.get(server.name)!,
            body: JSON.stringify({ ...inventory, distributionType: 'ADD_UNITS', amount: 1, userIds: [district!.id], reason }),
          });
          const body = await res.json() as { code?: string };
          answers.push({ server: server.name, reason, sentAt, answeredAt: Date.now(), status: res.status, code: body.code, retryAfter: res.headers.get('retry-after') });
        } catch {
          answers.push({ server: server.name, reason, sentAt, answeredAt: Date.now(), status: 'lost', retryAfter: null });
        }
        await sleep(PAUSE_MS);
      }
    };
    const load = Promise.all(servers.flatMap((server) => Array.from({ length: LOOPS_PER_PROCESS }, (_, n) => loop(server, n))));

    await sleep(1_000);
    await postgres!.stop();
    const downAt = Date.now();
    await sleep(OUTAGE_MS);
    const restartAt = Date.now();
    await postgres!.start();
    const backAt = Date.now();

    // Both answer 200 again within two seconds: readiness, and a signed-in read (the session is in the database).
    const recovery = await Promise.all(servers.map(async (server) => ({
      server: server.name,
      ready: await msUntilOk(server, '/api/readyz', {}, RECOVERY_MS),
      read: await msUntilOk(server, '/api/user', sessions.get(server.name)!, RECOVERY_MS),
    })));
    await sleep(1_000);
    running = false;
    await load;

    for (const server of servers) {
      expect(server.child.exitCode, `${server.name} exited:\n${server.log().slice(-3000)}`).toBeNull();
      expect(server.child.signalCode).toBeNull();
      expect(server.log()).not.toMatch(/Unhandled 'error' event|uncaught exception/i);
    }
    for (const r of recovery) {
      expect(r.ready, `${r.server} ready again`).toBeDefined();
      expect(r.read, `${r.server} answering a signed-in read again`).toBeDefined();
    }

    // Every answer is a success or a 503 databaseUnavailable with Retry-After; never a 500 or a dropped connection.
    const during = answers.filter((a) => a.sentAt >= downAt && a.answeredAt <= restartAt);
    const statuses = (list: Answer[]) => list.reduce<Record<string, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});
    console.info('database outage:', JSON.stringify({ answers: answers.length, all: statuses(answers), duringOutage: during.length, during: statuses(during), recovery }));
    expect(during.length).toBeGreaterThan(0);
    for (const a of during) expect(a, 'an answer while PostgreSQL was down').toMatchObject({ status: 503, code: 'databaseUnavailable', retryAfter: expect.stringMatching(/^[1-9][0-9]*$/) as unknown });
    for (const a of answers) {
      expect([200, 503], `${a.reason}: ${a.status}`).toContain(a.status);
      if (a.status === 503) expect(a.retryAfter, a.reason).not.toBeNull();
    }
    // The load was accepted before the outage and again after it, on both processes.
    for (const server of servers) {
      expect(answers.some((a) => a.server === server.name && a.status === 200 && a.answeredAt < downAt), `${server.name} before`).toBe(true);
      expect(answers.some((a) => a.server === server.name && a.status === 200 && a.sentAt > backAt), `${server.name} after`).toBe(true);
    }

    // Every acknowledged distribution is there exactly once; an unacknowledged one is whole or absent.
    const rows = await queryRows<{ reason: string; movements: number; units: number }>(db, sql`
      select reason, count(*)::int as movements, sum(amount)::int as units from inventory_movements
       where reason like 'queda-%' group by reason`);
    const audits = await queryRows<{ reason: string; n: number }>(db, sql`
      select after->>'reason' as reason, count(*)::int as n from audit_log
       where action = 'inventory.distribute' and after->>'reason' like 'queda-%' group by 1`);
    const written = new Map(rows.map((r) => [r.reason, r]));
    const audited = new Map(audits.map((r) => [r.reason, r.n]));
    const sent = new Set(answers.map((a) => a.reason));
    for (const reason of written.keys()) expect(sent.has(reason), `${reason} was never sent`).toBe(true);
    for (const a of answers) {
      const row = written.get(a.reason);
      if (a.status === 200) expect(row, `acknowledged ${a.reason}`).toEqual({ reason: a.reason, movements: 1, units: 1 });
      if (row) {
        expect(row, a.reason).toEqual({ reason: a.reason, movements: 1, units: 1 });
        expect(audited.get(a.reason), `audit of ${a.reason}`).toBe(1);
      } else {
        expect(audited.has(a.reason), `audit of absent ${a.reason}`).toBe(false);
      }
    }
    const ledger = await reconcileLedger(db, 100);
    expect(ledger.differences).toEqual([]);
    expect(ledger.ok).toBe(true);

    // Jobs resume: an SMS code asked now is delivered by a worker.
    const destination = '11987650062';
    const code = await servers[0]!.fetch('/api/codes', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'SMS', destination, recaptchaValue: DEV_CAPTCHA_TOKEN }),
    });
    expect(code.status).toBe(200);
    await expect.poll(() => group!.sms.received.filter((m) => m.to === `+55${destination}`).length, { timeout: 10_000, interval: 100 }).toBe(1);

    // Each process listens for cache invalidations again (its LISTEN connection came back by itself).
    await expect.poll(async () => (await group!.database.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where application_name = 'portal-cache-channel'"))[0]!.n,
    { timeout: 10_000, interval: 200 }).toBe(2);
  });
});
