import { describe, expect, it } from 'vitest';
import type { AuditEntry, Page } from '@portal/domain';
import { auditLog } from '#db/schema/index.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
useTestApp((app) => { t = app; });

describe('GET /audit', () => {
  it('pages the trail newest first, with the actor and an ISO time, for system administrators only', async () => {
    const admin = await t.as('ADMIN');
    const sysadmin = await t.as('SYSADMIN');
    const res = await sysadmin({ method: 'GET', url: '/api/audit?take=2&filter=login' });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<AuditEntry>>();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const [newest, older] = page.data;
    expect(newest!.id).toBeGreaterThan(older!.id);
    expect(newest).toMatchObject({ action: 'login', entity: 'user', actorName: expect.any(String) as unknown });
    expect(new Date(newest!.at).toISOString()).toBe(newest!.at);
    expect((await admin({ method: 'GET', url: '/api/audit' })).statusCode).toBe(403);
  });
});

describe('GET /audit filters', () => {
  it('filters by author, action and a São Paulo date range, server-side', async () => {
    const sysadmin = await t.as('SYSADMIN');
    await t.as('ADMIN');
    const adminId = await t.userId('admin@demo.com.br');
    const byAdmin = (await sysadmin({ method: 'GET', url: `/api/audit?actorId=${adminId}&action=login&take=100` })).json<Page<AuditEntry>>();
    expect(byAdmin.total).toBeGreaterThan(0);
    expect(byAdmin.data.every((e) => e.actorId === adminId && e.action === 'login')).toBe(true);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const inRange = (await sysadmin({ method: 'GET', url: `/api/audit?from=${today}&to=${today}&take=1` })).json<Page<AuditEntry>>();
    expect(inRange.total).toBeGreaterThan(0);
    const past = (await sysadmin({ method: 'GET', url: '/api/audit?from=2000-01-01&to=2000-01-31' })).json<Page<AuditEntry>>();
    expect(past).toEqual({ data: [], total: 0 });

    const backwards = await sysadmin({ method: 'GET', url: '/api/audit?from=2026-02-01&to=2026-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect((await sysadmin({ method: 'GET', url: '/api/audit?action=dropTables' })).statusCode).toBe(400);
    expect((await sysadmin({ method: 'GET', url: '/api/audit?from=ontem' })).statusCode).toBe(400);
  });

  it('lists the authors in the trail for the author filter (system administrators only)', async () => {
    const sysadmin = await t.as('SYSADMIN');
    const actors = (await sysadmin({ method: 'GET', url: '/api/audit/actors' })).json<{ id: number; name: string }[]>();
    expect(actors).toContainEqual({ id: await t.userId('sysadmin@demo.com.br'), name: expect.any(String) as unknown });
    expect((await (await t.as('ADMIN'))({ method: 'GET', url: '/api/audit/actors' })).statusCode).toBe(403);
  });
});

describe('GET /audit sorted by author', () => {
  it('orders by author name then entry, authors of the same name interleaved, anonymous and unknown authors last, on every page', async () => {
    const sysadmin = await t.as('SYSADMIN');
    const [a, b, c] = await Promise.all([
      t.insertUser({ name: 'Aaa Autor Igual', email: 'autor.a@exemplo.com.br', type: 'ADMIN', approved: true }),
      t.insertUser({ name: 'Aaa Autor Igual', email: 'autor.b@exemplo.com.br', type: 'ADMIN', approved: true }),
      t.insertUser({ name: 'Zzz Autor Último', email: 'autor.c@exemplo.com.br', type: 'ADMIN', approved: true }),
    ]);
    const gone = 987_654_321;
    const ids: Record<string, number> = {};
    for (const [key, actorId] of [['a1', a.id], ['b1', b.id], ['a2', a.id], ['anon', null], ['b2', b.id], ['gone', gone], ['c1', c.id]] as const) {
      const [row] = await t.app.db.insert(auditLog).values({ actorId, action: 'approveUser', entity: 'user', entityId: key }).returning({ id: auditLog.id });
      ids[key] = row!.id;
    }
    const expected = {
      asc: ['a1', 'b1', 'a2', 'b2', 'c1', 'anon', 'gone'],
      desc: ['c1', 'b2', 'a2', 'b1', 'a1', 'gone', 'anon'],
    };
    for (const order of ['asc', 'desc'] as const) {
      const url = (skip: number, take: number) => `/api/audit?action=approveUser&sort=actor&order=${order}&skip=${skip}&take=${take}`;
      const all = (await sysadmin({ method: 'GET', url: url(0, 50) })).json<Page<AuditEntry>>();
      expect(all.data.map((e) => e.id)).toEqual(expected[order].map((k) => ids[k]));
      expect(all.total).toBe(7);
      expect(all.data.find((e) => e.id === ids.a1)).toMatchObject({ actorName: 'Aaa Autor Igual', entityId: 'a1' });
      const paged: number[] = [];
      for (let skip = 0; skip < 7; skip += 2) paged.push(...(await sysadmin({ method: 'GET', url: url(skip, 2) })).json<Page<AuditEntry>>().data.map((e) => e.id));
      expect(paged).toEqual(all.data.map((e) => e.id));
    }
  });
});
