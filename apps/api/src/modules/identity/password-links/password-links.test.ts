import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { ApiError, UserDetail } from '@portal/domain';
import { accountTokens, auditLog, outboundMessages, sessions, users } from '#db/schema/index.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
useTestApp(async (app) => { t = app; });

let seq = 0;
const newEmail = (what: string) => `${what}.${++seq}.${Date.now()}@exemplo.com.br`;

/** The newest message sent to that address, and the token of the link it carries. */
async function lastLink(destination: string) {
  const [message] = await t.app.db.select().from(outboundMessages)
    .where(eq(outboundMessages.destination, destination)).orderBy(desc(outboundMessages.id)).limit(1);
  const url = /https?:\/\/\S+\/set-password\?\S+/.exec(message?.body ?? '')?.[0];
  return { message, url, token: url ? new URL(url).searchParams.get('token') : null };
}

const setPassword = (token: string | null, password = 'Tucano#Verde42') =>
  t.anon({ method: 'POST', url: '/api/set-password', payload: { token, password } });

async function createRep(email: string) {
  const admin = await t.as('ADMIN');
  const res = await admin({ method: 'POST', url: '/api/users', payload: { name: 'Representante Convidado', email, phone: '11987654321', type: 'REPRESENTATIVE' } });
  expect(res.statusCode, res.body).toBe(201);
  return { admin, user: res.json<UserDetail>() };
}

describe('first-password invitation', () => {
  it('an administrator-created user gets a 72-hour single-use link, sets a password and logs in', async () => {
    const email = newEmail('convite');
    const { user } = await createRep(email);
    const { message, url, token } = await lastLink(email);
    expect(message).toMatchObject({ channel: 'EMAIL', userId: user.id });
    expect(url).toContain('kind=invitation');
    expect(url).toContain('program=BEMESTAR');
    const [row] = await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row!.purpose).toBe('INVITATION');
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(72 * 3_600_000);

    expect((await t.login(email, 'Tucano#Verde42')).statusCode).toBe(401);
    expect((await setPassword(token)).statusCode).toBe(204);
    expect((await t.login(email, 'Tucano#Verde42')).statusCode).toBe(200);

    const again = await setPassword(token, 'Outra@2026');
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().code).toBe('invalidPasswordLink');
    const actions = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(user.id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['user.create', 'user.invite', 'password.set']));
  });

  it('resending from the users list replaces the earlier link; none once a password is set', async () => {
    const email = newEmail('reenvio');
    const { admin, user } = await createRep(email);
    const first = await lastLink(email);
    const resend = await admin({ method: 'POST', url: `/api/users/${user.id}/invitation` });
    expect(resend.statusCode, resend.body).toBe(204);
    const second = await lastLink(email);
    expect(second.token).not.toBe(first.token);
    expect((await setPassword(first.token)).json<ApiError>().code).toBe('invalidPasswordLink');
    expect((await setPassword(second.token)).statusCode).toBe(204);
    const done = await admin({ method: 'POST', url: `/api/users/${user.id}/invitation` });
    expect(done.statusCode).toBe(409);
    expect(done.json<ApiError>().code).toBe('userAlreadyHasPassword');
  });

  it('an expired link is refused; a representative cannot invite an administrator', async () => {
    const email = newEmail('expirado');
    const { user } = await createRep(email);
    const { token } = await lastLink(email);
    await t.app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, user.id));
    expect((await setPassword(token)).json<ApiError>().code).toBe('invalidPasswordLink');

    const rep = await t.as('REPRESENTATIVE');
    const adminId = await t.userId('admin@demo.com.br');
    const refused = await rep({ method: 'POST', url: `/api/users/${adminId}/invitation` });
    expect([403, 404]).toContain(refused.statusCode);
  });

  it('a malformed token is a 400 of the form, not a 500', async () => {
    const res = await setPassword('curto');
    expect(res.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  let ip = 0;
  /** Each request from its own address, so the per-address limit stays out of the way. */
  const requestReset = (email: string, remoteAddress = `10.0.0.${++ip}`) =>
    t.anon({ method: 'POST', url: '/api/password-reset', payload: { email }, remoteAddress });

  it('answers alike for a known and an unknown e-mail; only the known one gets a 1-hour link', async () => {
    const email = newEmail('reset');
    const user = await t.insertUser({ email, name: 'Usuário Reset', type: 'REPRESENTATIVE', approved: true });
    const known = await requestReset(email.toUpperCase());
    const unknown = await requestReset(newEmail('ninguem'));
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    const { token, url } = await lastLink(email);
    expect(url).toContain('kind=reset');
    const [row] = await t.app.db.select().from(accountTokens).where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'PASSWORD_RESET')));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3_600_000);
    expect(token).toBeTruthy();
  });

  it('names the login\'s programme in the link, so the login after the reset keeps it (an unknown one is dropped)', async () => {
    const email = newEmail('programa');
    await t.insertUser({ email, name: 'Usuário Programa', type: 'REPRESENTATIVE', approved: true });
    await t.anon({ method: 'POST', url: '/api/password-reset', payload: { email, program: 'bemestar' }, remoteAddress: `10.0.1.${++ip}` });
    expect((await lastLink(email)).url).toContain('program=BEMESTAR');
    const other = newEmail('semprograma');
    await t.insertUser({ email: other, name: 'Usuário Sem Programa', type: 'REPRESENTATIVE', approved: true });
    await t.anon({ method: 'POST', url: '/api/password-reset', payload: { email: other, program: 'NAOEXISTE' }, remoteAddress: `10.0.1.${++ip}` });
    expect((await lastLink(other)).url).not.toContain('program=');
  });

  it('a reset ends every session, clears the lockout and lets an expired password in again', async () => {
    const email = newEmail('bloqueado');
    const user = await t.insertUser({ email, name: 'Usuário Bloqueado', type: 'REPRESENTATIVE', approved: true });
    await t.app.db.execute(`insert into program_users (user_id, program_id) values (${user.id}, ${await t.programId('BEMESTAR')})`);
    const open = await t.login(email);
    expect(open.statusCode).toBe(200);
    await t.app.db.update(users).set({ failedLogins: 7, lockedUntil: new Date(Date.now() + 600_000), blocked: true, passwordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));

    await requestReset(email);
    expect((await setPassword((await lastLink(email)).token, 'Redefinida@1')).statusCode).toBe(204);

    const live = (await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter((s) => !s.revokedAt);
    expect(live).toHaveLength(0);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ failedLogins: 0, lockedUntil: null, blocked: false, passwordExpiresAt: null });
    expect((await t.login(email, 'Redefinida@1')).statusCode).toBe(200);
  });

  it('sends at most three links an hour to one account', async () => {
    const email = newEmail('limite');
    const user = await t.insertUser({ email, name: 'Usuário Limite', type: 'REPRESENTATIVE', approved: true });
    for (let i = 0; i < 5; i += 1) expect((await requestReset(email)).statusCode).toBe(204);
    const sent = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.userId, user.id));
    expect(sent).toHaveLength(3);
  });

  it('refuses more than five requests a minute from one address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await requestReset(newEmail('ip'), '10.9.9.9')).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('blocked user message', () => {
  it('the public programme names its unblock phone lines per therapy area', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/programs/by-slug/BEMESTAR' });
    expect(res.json<{ unblockPhones: string }>().unblockPhones).toContain('Oncologia: (11) 4000-1001');
  });
});
