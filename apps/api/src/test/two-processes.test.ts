import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '@portal/domain';
import { eventually, signIn, startProcessGroup, type ProcessGroup, type ServerProcess } from './server-processes.ts';

/**
 * Two real API processes on one PostgreSQL database (ENGINEERING §6: a process is one of many),
 * started together on an empty database so they race for the migration and the seed. PostgreSQL
 * only: the embedded database serves one process. One pair per file; add a case as another `it`
 * in the first block (the draining block stops B, so it stays last).
 */
const serverUrl = process.env.DATABASE_URL;

let group: ProcessGroup | undefined;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!serverUrl) return;
  group = await startProcessGroup(serverUrl, 2, { SHUTDOWN_GRACE_MS: '3000' });
  [a, b] = group.servers as [ServerProcess, ServerProcess];
}, 240_000);
afterAll(async () => { await group?.close(); });

/** The pair's database, for reading what the processes wrote. */
const query = <T extends object>(text: string, params?: unknown[]) => group!.database.query<T>(text, params);

describe.skipIf(!serverUrl)('two processes on one PostgreSQL', () => {

  it('both start together on an empty database, migrate once and are ready', async () => {
    for (const server of [a, b]) {
      const res = await server.fetch('/api/readyz');
      expect([server.name, res.status, await res.json()]).toEqual([server.name, 200, { status: 'ready' }]);
    }
    const migrations = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const distinct = await query<{ n: number }>('select count(distinct hash)::int as n from drizzle.__drizzle_migrations');
    expect(migrations[0]!.n).toBe(distinct[0]!.n);
    // The recurring purge was scheduled once at start, not once per process. It is due at once, so
    // a worker may already have run it and queued the next one a day later: count the start's only.
    const purges = await query<{ n: number }>(
      "select count(*)::int as n from jobs where name = 'purgeRetention' and run_at < now() + interval '1 hour'");
    expect(purges[0]!.n).toBe(1);
  });

  it('a user created on one process is in the other\'s list on the next request', async () => {
    const adminA = await signIn(a, 'admin@demo.com.br');
    const adminB = await signIn(b, 'admin@demo.com.br');
    const created = await a.fetch('/api/users', {
      method: 'POST', headers: adminA,
      body: JSON.stringify({ name: 'Processo Dois Representante', email: 'processo.dois@demo.com.br', phone: '11912340000', type: 'REPRESENTATIVE' }),
    });
    expect(created.status).toBe(201);
    const list = await b.fetch('/api/users?filter=Processo%20Dois', { headers: adminB });
    expect(list.status).toBe(200);
    expect((await list.json() as { data: { email: string }[] }).data.map((u) => u.email)).toEqual(['processo.dois@demo.com.br']);
  });

  it('one SMS code request sends one SMS, though both processes poll the job queue', async () => {
    const destination = '11987650001';
    const res = await a.fetch('/api/codes', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'SMS', destination, recaptchaValue: DEV_CAPTCHA_TOKEN }),
    });
    expect(res.status).toBe(200);
    const [message] = await query<{ id: number }>('select id from outbound_messages where destination = $1', [destination]);
    const job = await eventually(async () => {
      const [row] = await query<{ status: string; attempts: number }>(
        "select status, attempts from jobs where name = 'deliverMessage' and (payload->>'messageId')::int = $1", [message!.id]);
      return row?.status === 'done' ? row : undefined;
    }, 'the delivery job to finish');
    // Every claim counts an attempt: one attempt means one process took the job.
    expect(job.attempts).toBe(1);
    const [sent] = await query<{ status: string }>('select status from outbound_messages where id = $1', [message!.id]);
    expect(sent!.status).toBe('SENT');
    expect(group!.sms.received.filter((m) => m.to === `+55${destination}`)).toHaveLength(1);
  });
});

/** What the session of `headers` is answered on `server` (decision 0045: refused on the next request anywhere). */
const statusOn = async (server: ServerProcess, { authorization }: Record<string, string>, path = '/api/users', method = 'GET') =>
  (await server.fetch(path, { method, headers: { authorization: authorization! } })).status;
const idOf = async (email: string) => (await query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;

describe.skipIf(!serverUrl)('limits and caches shared by both processes (decision 0045)', () => {
  it('a limit of N is N across both processes, and its 429 says when to retry', async () => {
    // The public CRM lookup allows 20 a minute per address; both processes see 127.0.0.1.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await (i % 2 ? b : a).fetch('/api/doctors/SP/990001')).status);
    expect(statuses).not.toContain(429);
    const refused = await b.fetch('/api/doctors/SP/990001');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('hits arriving together are each counted once: of 150 at once, the limit passes and the rest are refused', async () => {
    // The content tags allow 120 a minute per address; each process counts the hits that arrive
    // while its statement runs in the next one.
    const statuses = await Promise.all(Array.from({ length: 150 }, async (_, i) =>
      (await (i % 2 ? b : a).fetch('/api/integration/cms/get-tags/SEMPROGRAMA/portal')).status));
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('a user deactivated on one process is refused by the other on the next request', async () => {
    const rep = await signIn(a, 'representante@demo.com.br');
    expect(await statusOn(b, rep)).toBe(200);
    const admin = await signIn(a, 'admin@demo.com.br');
    const id = await idOf('representante@demo.com.br');
    const off = await a.fetch(`/api/users/${id}/active`, { method: 'PUT', headers: admin, body: JSON.stringify({ active: false }) });
    expect(off.status).toBe(200);
    expect(await statusOn(b, rep)).toBe(401);
    await a.fetch(`/api/users/${id}/active`, { method: 'PUT', headers: admin, body: JSON.stringify({ active: true }) });
  });

  it('a session logged out on one process is refused by the other on the next request', async () => {
    const manager = await signIn(b, 'distrital@demo.com.br');
    expect(await statusOn(b, manager)).toBe(200);
    expect(await statusOn(a, manager, '/api/logout', 'POST')).toBe(204);
    expect(await statusOn(b, manager)).toBe(401);
  });

  it('a permission removed on one process is refused by the other on the next request', async () => {
    const [program] = await query<{ id: number }>("select id from programs where slug = 'BEMESTAR'");
    const [group] = await query<{ id: number }>(
      'select eg.id from exam_groups eg join followups f on f.id = eg.followup_id where f.program_id = $1 limit 1', [program!.id]);
    const [grant] = await query<{ id: number; groupId: number }>(`
      select p.id, p.user_group_id as "groupId" from user_group_permissions p
      join user_groups g on g.id = p.user_group_id join user_group_users u on u.user_group_id = g.id
      where g.program_id = $1 and u.user_id = $2 and p.type is null`, [program!.id, await idOf('medico@demo.com.br')]);
    const doctor = await signIn(a, 'medico@demo.com.br');
    // The exam request needs the clinical-examination module, which the doctor's group grants.
    const exams = `/api/procedures/exam-availability?programId=${program!.id}&examGroupId=${group!.id}`;
    expect(await statusOn(b, doctor, exams)).toBe(200);
    const sysadmin = await signIn(a, 'sysadmin@demo.com.br');
    expect(await statusOn(a, sysadmin, `/api/user-groups/${grant!.groupId}/Permissions/${grant!.id}`, 'DELETE')).toBe(204);
    expect(await statusOn(b, doctor, exams)).toBe(403);
  });
});

describe.skipIf(!serverUrl)('a draining process (stops B: keep this block last)', () => {
  it('answers /api/readyz 503 while it drains, serving meanwhile; the other stays ready', async () => {
    b.child.kill('SIGTERM');
    const draining = await eventually(async () => {
      const res = await b.fetch('/api/readyz');
      return res.status === 503 ? await res.json() : undefined;
    }, 'B to report draining');
    expect(draining).toEqual({ status: 'draining' });
    // During the grace period B still answers what the load balancer already sent it.
    expect((await b.fetch('/api/programs/list/all')).status).toBe(200);
    expect((await a.fetch('/api/readyz')).status).toBe(200);
    await b.exited();
    expect(b.child.exitCode).toBe(0);
  });
});
