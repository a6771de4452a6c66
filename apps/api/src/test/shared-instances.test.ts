import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { cacheListeners, examGroups, followups, outboundMessages, rateLimits, userGroupPermissions, userGroups, userGroupUsers } from '#db/schema/index.ts';
import { cpfOf } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { queryRows } from '#db/client.ts';
import { parseExposition, valueOf } from '#platform/metrics/exposition.test-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Two API instances on one PostgreSQL database (decision 0045): the rate limits are counted once
 * for both, and whatever one instance changes is refused by the other on its next request, although
 * both cache sessions for a minute. The second instance is built from a fresh copy of the modules,
 * so it shares no module state (the micro-caches) with the first, as another process would not.
 */
const LIMIT = 4;
const METRICS_TOKEN = 'metrics-token-0123456789';
const overrides = { cacheTtlMs: 60_000, loginRateLimitPerMinute: LIMIT, searchRateLimitPerMinute: LIMIT, metrics: { port: undefined, token: METRICS_TOKEN } };
let a: TestApp;
let b: TestApp;

describe.skipIf(!process.env.DATABASE_URL)('two API instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    a = await createTestApp(overrides);
    vi.resetModules();
    const fresh = await import('./test-app.ts');
    b = await fresh.createTestApp(overrides, a.databaseUrl);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Signs in on `t` and answers a client of that session for any instance. */
  const session = async (t: TestApp, email: string) => {
    const res = await t.login(email);
    expect(res.statusCode, res.body).toBe(200);
    const headers = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    return (on: TestApp, url: string, method: 'GET' | 'POST' = 'GET') => on.anon({ method, url, headers });
  };

  it('counts a login limit of N once across both instances, and its 429 says when to retry', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= LIMIT; i++) answers.push((await (i % 2 ? b : a).login('regional@demo.com.br')).statusCode);
    expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    const refused = await b.login('regional@demo.com.br');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Once the window has passed, counting starts again.
    await a.app.db.update(rateLimits).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await b.login('regional@demo.com.br')).statusCode).toBe(200);
  });

  it('counts one signed-in user\'s search limit once across both instances and addresses (decision 0058)', async () => {
    const token = async (email: string) => (await a.login(email)).json<{ token: string }>().token;
    const search = (on: TestApp, bearer: string, remoteAddress: string) => on.anon({
      method: 'POST', url: '/api/search', payload: { term: 'Zz nobody' }, remoteAddress, headers: { authorization: `Bearer ${bearer}` },
    });
    const [admin, district] = await Promise.all([token('admin@demo.com.br'), token('distrital@demo.com.br')]);
    const answers: number[] = [];
    for (let i = 0; i <= LIMIT; i++) answers.push((await search(i % 2 ? b : a, admin, `203.0.113.${i + 1}`)).statusCode);
    expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    expect((await search(b, district, '203.0.113.1')).statusCode).toBe(200);
  });

  it('counts a patient\'s invitations once across both instances (decision 0063): many at once on A and B send one message', async () => {
    const res = await a.login('medico@demo.com.br');
    expect(res.statusCode, res.body).toBe(200);
    const headers = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    const phone = '11963000001';
    const invite = (on: TestApp) => on.anon({
      method: 'POST', url: '/api/patients', headers, payload: { patientName: 'Lara Duas Instâncias', patientCpf: cpfOf(96_500), destination: phone },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => invite(i % 2 ? b : a)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(429)]);
    expect(answers.filter((r) => r.statusCode === 429).every((r) => r.json<{ code: string }>().code === 'patientInvitationTooSoon' && Number(r.headers['retry-after']) > 0)).toBe(true);
    expect(await a.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, phone))).toHaveLength(1);
  });

  it('refuses on B, at its next request, a user deactivated on A', async () => {
    const rep = await session(a, 'representante@demo.com.br');
    expect((await rep(b, '/api/users')).statusCode).toBe(200);
    const admin = await a.as('ADMIN');
    const id = await a.userId('representante@demo.com.br');
    expect((await admin({ method: 'PUT', url: `/api/users/${id}/active`, payload: { active: false } })).statusCode).toBe(200);
    expect((await rep(b, '/api/users')).statusCode).toBe(401);
    await admin({ method: 'PUT', url: `/api/users/${id}/active`, payload: { active: true } });
  });

  it('refuses on B, at its next request, a session logged out on A', async () => {
    const manager = await session(a, 'distrital@demo.com.br');
    expect((await manager(b, '/api/users')).statusCode).toBe(200);
    expect((await manager(b, '/api/user')).json<{ email?: string }>().email).toBe('distrital@demo.com.br');
    expect((await manager(a, '/api/logout', 'POST')).statusCode).toBe(204);
    expect((await manager(b, '/api/users')).statusCode).toBe(401);
    expect((await manager(b, '/api/user')).json()).toEqual({ user: null });
  });

  it('refuses on B, at its next request, a permission removed on A', async () => {
    const program = await a.programId('BEMESTAR');
    const doctor = await session(a, 'medico@demo.com.br');
    const [group] = await a.app.db.select({ id: examGroups.id }).from(examGroups)
      .innerJoin(followups, eq(followups.id, examGroups.followupId)).where(eq(followups.programId, program)).limit(1);
    // The exam request's screen needs the clinical-examination module, which the doctor's group grants.
    const exams = `/api/procedures/exam-availability?programId=${program}&examGroupId=${group!.id}`;
    expect((await doctor(b, exams)).statusCode).toBe(200);
    const [grant] = await a.app.db.select({ groupId: userGroups.id, id: userGroupPermissions.id }).from(userGroupPermissions)
      .innerJoin(userGroups, eq(userGroups.id, userGroupPermissions.userGroupId))
      .innerJoin(userGroupUsers, eq(userGroupUsers.userGroupId, userGroups.id))
      .where(and(eq(userGroups.programId, program), eq(userGroupUsers.userId, await a.userId('medico@demo.com.br')), isNull(userGroupPermissions.type)));
    const sysadmin = await a.as('SYSADMIN');
    const removed = await sysadmin({ method: 'DELETE', url: `/api/user-groups/${grant!.groupId}/Permissions/${grant!.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await doctor(b, exams)).statusCode).toBe(403);
  });

  it('holds each instance\'s lease, and answers a write only once every other listener has applied it or its lease ran out (decision 0099)', async () => {
    expect(await a.app.db.select().from(cacheListeners)).toHaveLength(2);
    // While its lease holds, a request trusts B's caches without a round trip; once trust lapses, it makes one.
    // A catch-up's statement leaves within the call, where neither instance's renewal timer can fire:
    // counting only what the call itself sends keeps those renewals out of the count.
    const statements = vi.spyOn(pg.Client.prototype, 'query');
    const sentBy = (call: () => Promise<void> | undefined) => {
      const before = statements.mock.calls.length;
      const settled = call();
      return { settled, roundTrips: statements.mock.calls.slice(before).filter(([q]) => (q as { name?: string }).name === 'cache-round-trip').length };
    };
    try {
      const trusted = sentBy(() => b.app.deps.caches.caughtUp());
      await trusted.settled;
      expect(trusted.roundTrips).toBe(0);
      // A renewal in flight would hold the catch-up's statement until it answers: tried again then,
      // further ahead than the trust that try's round trip granted.
      let ahead = 0;
      await vi.waitFor(async () => {
        ahead += 60_000;
        const lapsed = vi.spyOn(performance, 'now').mockReturnValue(performance.now() + ahead);
        try {
          const untrusted = sentBy(() => b.app.deps.caches.caughtUp());
          await untrusted.settled;
          expect(untrusted.roundTrips).toBe(1);
        } finally {
          lapsed.mockRestore();
        }
      }, { timeout: 5_000, interval: 50 });
    } finally {
      statements.mockRestore();
    }
    // A third listener that acknowledges only when told to, as a slow process would.
    const probe = new pg.Client({ connectionString: a.databaseUrl });
    await probe.connect();
    const tokens: string[] = [];
    probe.on('notification', (m) => { if (m.channel === 'portal_cache') tokens.push(m.payload!.split(' ')[0]!); });
    try {
      await probe.query('listen portal_cache');
      await probe.query("insert into cache_listeners (id, expires_at) values ('probe', now() + interval '1 hour')");
      const admin = await a.as('ADMIN');
      const id = await a.userId('representante@demo.com.br');
      let answered = false;
      const write = admin({ method: 'PUT', url: `/api/users/${id}/active`, payload: { active: true } }).then((r) => { answered = true; return r; });
      await vi.waitFor(() => { expect(tokens).toHaveLength(1); }, { timeout: 5_000, interval: 10 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered, 'answered before the probe acknowledged').toBe(false);
      // On the writer's own channel, as a process acknowledges (the token is `<origin>:<n>`).
      await probe.query("select pg_notify('portal_cache_ack_' || split_part($1, ':', 1), 'probe ' || $1)", [tokens[0]]);
      expect((await write).statusCode).toBe(200);

      // Silent, the probe holds the next write for at most a lease (its row says an hour), and the
      // scrape counts that write.
      const held = async () => {
        const res = await a.anon({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        return valueOf(parseExposition(res.body), 'portal_cache_writes_held_total') ?? 0;
      };
      const heldBefore = await held();
      expect((await admin({ method: 'PUT', url: `/api/users/${id}/active`, payload: { active: true } })).statusCode).toBe(200);
      expect(tokens).toHaveLength(2);
      expect(await held()).toBe(heldBefore + 1);
    } finally {
      await probe.query("delete from cache_listeners where id = 'probe'");
      await probe.end();
    }
  });

  it('keeps refusing while its listening connection is cut, and listens again after', async () => {
    const channels = sql`select pid from pg_stat_activity where datname = current_database() and application_name = 'portal-cache-channel'`;
    const listening = async () => (await queryRows(a.app.db, channels)).length;
    expect(await listening()).toBe(2);
    const admin = await session(a, 'admin@demo.com.br');
    expect((await admin(b, '/api/users')).statusCode).toBe(200);
    await a.app.db.execute(sql`select pg_terminate_backend(pid) from (${channels}) c`);
    // Deaf, B caches nothing; A's notification goes through its pool.
    expect((await admin(a, '/api/logout', 'POST')).statusCode).toBe(204);
    expect((await admin(b, '/api/users')).statusCode).toBe(401);

    await vi.waitFor(async () => { expect(await listening()).toBe(2); }, { timeout: 10_000, interval: 50 });
    const sysadmin = await session(a, 'sysadmin@demo.com.br');
    expect((await sysadmin(b, '/api/users')).statusCode).toBe(200);
    expect((await sysadmin(a, '/api/logout', 'POST')).statusCode).toBe(204);
    expect((await sysadmin(b, '/api/users')).statusCode).toBe(401);
  });
});
