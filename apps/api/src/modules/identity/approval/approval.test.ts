import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiError, SessionUser } from '@portal/domain';
import { auditLog, outboundMessages, programUsers, userGroupUsers, users } from '#db/schema/index.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let bemestar: number;
useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
});

async function pendingUser(type: 'ADMIN' | 'DOCTOR', email: string) {
  const row = await t.insertUser({ email, name: `Pendente ${type}`, type, approved: false });
  await t.app.db.insert(programUsers).values({ userId: row.id, programId: bemestar });
  return row.id;
}

describe('PUT /users/{id}/approved', () => {
  it('lets a representative approve a pending doctor, e-mails the doctor and records the approval', async () => {
    const pendingId = await t.userId('pendente@demo.com.br');
    const blocked = await t.login('pendente@demo.com.br');
    const blockedHeaders = { authorization: `Bearer ${blocked.json<{ token: string }>().token}` };
    expect((await t.anon({ method: 'GET', url: '/api/users/me', headers: blockedHeaders })).statusCode).toBe(200);
    expect((await t.anon({ method: 'GET', url: '/api/audit', headers: blockedHeaders })).json<ApiError>().code).toBe('userNotApproved');

    const rep = await t.as('REPRESENTATIVE');
    // Self-signed-up doctors answer to nobody: until an administrator places them, a representative does not reach them (decision 0040).
    expect((await rep({ method: 'PUT', url: `/api/users/${pendingId}/approved`, payload: { approved: true } })).json<ApiError>().code).toBe('failedToLoadUser');
    await t.app.db.update(userGroupUsers).set({ managerId: await t.userId('representante@demo.com.br') }).where(eq(userGroupUsers.userId, pendingId));
    const res = await rep({ method: 'PUT', url: `/api/users/${pendingId}/approved`, payload: { approved: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: pendingId, approved: true, councilStatus: 'ACTIVE' });

    const mails = await t.app.db.select().from(outboundMessages)
      .where(and(eq(outboundMessages.channel, 'EMAIL'), eq(outboundMessages.destination, 'pendente@demo.com.br')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Programa Bem Estar');
    expect(mails[0]!.body).toContain('Dra. Paula Pendente Silva');
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'approveUser'), eq(auditLog.entityId, String(pendingId))));
    expect(audit).toHaveLength(1);

    const me = await t.anon({ method: 'GET', url: '/api/user', headers: blockedHeaders });
    expect(me.json<SessionUser>().approved).toBe(true);

    // Approving twice changes nothing and sends no second e-mail.
    expect((await rep({ method: 'PUT', url: `/api/users/${pendingId}/approved`, payload: { approved: true } })).statusCode).toBe(200);
    expect(await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, 'pendente@demo.com.br'))).toHaveLength(1);
  });

  it('refuses a representative approving an admin (answered like a missing user)', async () => {
    const adminId = await pendingUser('ADMIN', 'novo.admin@demo.com.br');
    const rep = await t.as('REPRESENTATIVE');
    const res = await rep({ method: 'PUT', url: `/api/users/${adminId}/approved`, payload: { approved: true } });
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().code).toBe('failedToLoadUser');
    const admin = await t.as('ADMIN');
    expect((await admin({ method: 'PUT', url: `/api/users/${adminId}/approved`, payload: { approved: true } })).statusCode).toBe(200);
  });

  it('refuses a doctor (no users screen) and anonymous callers', async () => {
    const target = await pendingUser('DOCTOR', 'outro.pendente@demo.com.br');
    const doctor = await t.as('DOCTOR');
    const res = await doctor({ method: 'PUT', url: `/api/users/${target}/approved`, payload: { approved: true } });
    expect(res.statusCode).toBe(403);
    expect((await t.anon({ method: 'PUT', url: `/api/users/${target}/approved`, payload: { approved: true } })).statusCode).toBe(401);
    expect((await t.app.db.select().from(users).where(eq(users.id, target)))[0]!.approved).toBe(false);
  });

  it('refuses a user outside the manager programme, and only accepts approved: true', async () => {
    const [outsider] = await t.app.db.insert(users).values({ email: 'fora@demo.com.br', name: 'Fora do Programa', type: 'DOCTOR' }).returning();
    const rep = await t.as('REPRESENTATIVE');
    expect((await rep({ method: 'PUT', url: `/api/users/${outsider!.id}/approved`, payload: { approved: true } })).json<ApiError>().code).toBe('failedToLoadUser');
    expect((await rep({ method: 'PUT', url: `/api/users/${outsider!.id}/approved`, payload: { approved: false } })).statusCode).toBe(400);
    const sysadmin = await t.as('SYSADMIN');
    expect((await sysadmin({ method: 'PUT', url: `/api/users/${outsider!.id}/approved`, payload: { approved: true } })).statusCode).toBe(200);
  });
});
