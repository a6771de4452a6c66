import { describe, expect, it } from 'vitest';
import type { AuditEntry, Page } from '@portal/domain';
import { useTestApp, type TestApp } from '../../test/test-app.ts';

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
