import { describe, expect, it } from 'vitest';
import type { UserRef } from '@portal/domain';
import { useTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
useTestApp((app) => { t = app; });

const managers = async (as: string, query: string) => {
  const client = await t.as(as);
  const res = await client({ method: 'GET', url: `/api/users/managers?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserRef[]>();
};

describe('GET /users/managers: the manager picker searches the server', () => {
  it('matches the typed name or e-mail and returns at most `take` rows', async () => {
    const doctorId = await t.userId('medico@demo.com.br');
    const found = await managers('ADMIN', `userId=${doctorId}&filter=distrital%40demo`);
    expect(found.map((m) => m.name)).toHaveLength(1);
    expect(found[0]!.type).toBe('DISTRICT_MANAGER');
    expect(await managers('ADMIN', `userId=${doctorId}&take=5`)).toHaveLength(5);
    expect(await managers('ADMIN', `userId=${doctorId}&filter=ninguem-com-esse-nome`)).toEqual([]);
  });

  it('is bounded by the hierarchy: a district manager is offered themself and those below, never their regional manager', async () => {
    const doctorId = await t.userId('medico@demo.com.br');
    const ids = (await managers('DISTRICT_MANAGER', `userId=${doctorId}&take=50`)).map((m) => m.id);
    expect(ids).toContain(await t.userId('distrital@demo.com.br'));
    expect(ids).toContain(await t.userId('representante@demo.com.br'));
    expect(ids).not.toContain(await t.userId('regional@demo.com.br'));
    const adminIds = (await managers('ADMIN', `userId=${doctorId}&filter=regional%40demo`)).map((m) => m.id);
    expect(adminIds).toEqual([await t.userId('regional@demo.com.br')]);
  });

  it('refuses a search longer than 100 characters or a page above 50', async () => {
    const admin = await t.as('ADMIN');
    expect((await admin({ method: 'GET', url: `/api/users/managers?filter=${'a'.repeat(101)}` })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/api/users/managers?take=51' })).statusCode).toBe(400);
  });
});
