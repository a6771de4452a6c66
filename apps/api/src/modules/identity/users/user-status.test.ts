import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiError, Page, UserDetail, UserListItem } from '@portal/domain';
import { auditLog, programUsers } from '#db/schema/index.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let bemestar: number;
useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
});

async function programUser(type: 'ADMIN' | 'REPRESENTATIVE' | 'DOCTOR', email: string) {
  const row = await t.insertUser({ email, name: `Usuário ${email}`, type, approved: true });
  await t.app.db.insert(programUsers).values({ userId: row.id, programId: bemestar });
  return row.id;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('PUT /users/{id}/active', () => {
  it('deactivates a user at once (sessions revoked, login refused with inactiveUser), audits, then reactivates', async () => {
    const id = await programUser('REPRESENTATIVE', 'rep.desativar@demo.com.br');
    const session = (await t.login('rep.desativar@demo.com.br')).json<{ token: string }>().token;
    expect((await t.anon({ method: 'GET', url: '/api/user', headers: bearer(session) })).statusCode).toBe(200);

    const admin = await t.as('ADMIN');
    const off = await admin({ method: 'PUT', url: `/api/users/${id}/active`, payload: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<UserDetail>()).toMatchObject({ id, active: false });

    // The revoked session is a visitor's now: 200 with no user.
    const after = await t.anon({ method: 'GET', url: '/api/user', headers: bearer(session) });
    expect([after.statusCode, after.json<{ user: unknown }>().user]).toEqual([200, null]);
    const refused = await t.login('rep.desativar@demo.com.br');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe('inactiveUser');
    expect(refused.json<ApiError>().message).toContain('desativado');
    // A wrong password still says only that the credentials are wrong.
    expect((await t.login('rep.desativar@demo.com.br', 'errada123')).json<ApiError>().code).toBe('invalidUser');

    const inactive = (await admin({ method: 'GET', url: '/api/users?status=inactive&take=50' })).json<Page<UserListItem>>();
    expect(inactive.data.map((u) => u.id)).toContain(id);
    const active = (await admin({ method: 'GET', url: `/api/users?status=active&filter=rep.desativar` })).json<Page<UserListItem>>();
    expect(active.total).toBe(0);

    const on = await admin({ method: 'PUT', url: `/api/users/${id}/active`, payload: { active: true } });
    expect(on.json<UserDetail>().active).toBe(true);
    expect((await t.login('rep.desativar@demo.com.br')).statusCode).toBe(200);

    const trail = await t.app.db.select({ action: auditLog.action }).from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(['user.deactivate', 'user.reactivate']));
  });

  it('refuses a user of a higher type, oneself, and a caller without the users screen', async () => {
    const adminId = await programUser('ADMIN', 'admin.alvo@demo.com.br');
    const rep = await t.as('REPRESENTATIVE');
    const higher = await rep({ method: 'PUT', url: `/api/users/${adminId}/active`, payload: { active: false } });
    // An outranking user answers exactly like a missing one (decision 0022).
    const missing = await rep({ method: 'PUT', url: '/api/users/999999999/active', payload: { active: false } });
    expect(higher.statusCode).toBe(404);
    expect(higher.json()).toEqual(missing.json());

    const admin = await t.as('ADMIN');
    const self = await admin({ method: 'PUT', url: `/api/users/${await t.userId('admin@demo.com.br')}/active`, payload: { active: false } });
    expect(self.json<ApiError>().code).toBe('cannotDeactivateSelf');

    const doctor = await t.as('DOCTOR');
    const target = await programUser('DOCTOR', 'medico.alvo@demo.com.br');
    expect((await doctor({ method: 'PUT', url: `/api/users/${target}/active`, payload: { active: false } })).statusCode).toBe(403);
    expect((await admin({ method: 'PUT', url: '/api/users/999999/active', payload: { active: false } })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: `/api/users/${target}/active`, payload: { active: 'no' } })).statusCode).toBe(400);
  });
});
