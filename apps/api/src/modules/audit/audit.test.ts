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
