import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { allowedRoutes, type ApiError, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { DEMO_USERS } from '#main/seed/demo.ts';
import { programUsers, users } from '#db/schema/index.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('login', () => {
  it.each(DEMO_USERS.filter((u) => u.approved))('logs in $email and GET /api/user shows the roles', async (demo) => {
    const res = await t.login(demo.email);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'portal_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.anon({ method: 'GET', url: '/api/user', cookies: { portal_session: cookie!.value } });
    expect(me.statusCode).toBe(200);
    const user = me.json<SessionUser>();
    expect(user).toMatchObject({ email: demo.email, type: demo.type, approved: true, active: true });
    expect(user.roles[0]).toBe(demo.type === 'SYSADMIN' ? 'SYSADMIN' : demo.type === 'ADMIN' ? 'ADMIN' : demo.type === 'DOCTOR' ? 'DOCTOR' : 'REPRESENTATIVE');
  });

  it('answers the token only to a client that asks for bearer mode; a browser gets the cookie alone', async () => {
    const programId = await t.programId('BEMESTAR');
    const credentials = { username: 'admin@demo.com.br', password: 'Demo@2026', programId };
    const browser = await t.anon({ method: 'POST', url: '/api/login', payload: credentials });
    expect(browser.statusCode).toBe(200);
    expect(Object.keys(browser.json<Record<string, unknown>>())).toEqual(['expiresAt']);
    expect(browser.cookies.find((c) => c.name === 'portal_session')?.value).toBeTruthy();
    const cookieMode = await t.anon({ method: 'POST', url: '/api/login', payload: { ...credentials, authMode: 'cookie' } });
    expect(cookieMode.json()).not.toHaveProperty('token');

    const bearer = await t.anon({ method: 'POST', url: '/api/login', payload: { ...credentials, authMode: 'bearer' } });
    const { token } = bearer.json<{ token: string }>();
    expect(token).toEqual(expect.any(String));
    expect((await t.anon({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })).json<SessionUser>().email).toBe('admin@demo.com.br');
    expect((await t.anon({ method: 'POST', url: '/api/login', payload: { ...credentials, authMode: 'jwt' } })).statusCode).toBe(400);
  });

  it('accepts the token as a Bearer header too', async () => {
    const { token } = (await t.login('admin@demo.com.br')).json<{ token: string }>();
    const me = await t.anon({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json<SessionUser>().email).toBe('admin@demo.com.br');
  });

  it('answers invalidUser for a wrong password or an unknown e-mail, alike', async () => {
    const wrong = await t.login('medico@demo.com.br', 'errada123');
    const unknown = await t.login('ninguem@demo.com.br', 'errada123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalidUser', statusCode: 401 });
    expect(unknown.json<ApiError>().code).toBe('invalidUser');
    expect(wrong.json<ApiError>().message).toMatch(/senha/i);
  });

  it('refuses a user who is not in the programme', async () => {
    const abracar = await t.programId('ABRACARAVIDA');
    const [rep] = await t.app.db.select().from(users).where(eq(users.email, 'representante@demo.com.br'));
    await t.app.db.delete(programUsers).where(eq(programUsers.userId, rep!.id));
    const res = await t.login('representante@demo.com.br', undefined, abracar);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().code).toBe('userNotInProgram');
  });

  it('refuses an expired password only after checking it', async () => {
    await t.app.db.update(users).set({ passwordExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.email, 'distrital@demo.com.br'));
    expect((await t.login('distrital@demo.com.br', 'errada123')).json<ApiError>().code).toBe('invalidUser');
    expect((await t.login('distrital@demo.com.br')).json<ApiError>().code).toBe('expiredPassword');
  });

  it('answers 400 with field codes for malformed input, never 500', async () => {
    const res = await t.anon({ method: 'POST', url: '/api/login', payload: { username: 'não-é-email', programId: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields: { username: ['validation.invalidEmail'], password: ['validation.requiredField'] } });
    const broken = await t.anon({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiError>().code).toBe('badRequest');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.anon({ method: 'POST', url: '/api/login', payload: { username: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024), programId: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json<ApiError>().code).toBe('requestEntityTooLarge');
  });
});

describe('session', () => {
  it('answers 200 with no user without a session and after logout; other protected routes stay 401', async () => {
    const visitor = await t.anon({ method: 'GET', url: '/api/user' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect((await t.anon({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const { token } = (await t.login('medico@demo.com.br')).json<{ token: string }>();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.anon({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    expect((await t.anon({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(204);
    const after = await t.anon({ method: 'GET', url: '/api/user', headers });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ user: null });
    const protectedAfter = await t.anon({ method: 'GET', url: '/api/users/me', headers });
    expect(protectedAfter.statusCode).toBe(401);
    expect(protectedAfter.json<ApiError>().code).toBe('unauthorized');
  });

  it('switches programme only to one the user belongs to', async () => {
    const doctor = await t.as('DOCTOR');
    const abracar = await t.programId('ABRACARAVIDA');
    expect((await doctor({ method: 'PUT', url: '/api/user/program', payload: { programId: abracar } })).statusCode).toBe(204);
    const me = (await doctor({ method: 'GET', url: '/api/user' })).json<SessionUser>();
    expect(me.programId).toBe(abracar);
    // In Abraçar a Vida the doctor's group grants only these modules.
    expect(new Set(me.modules)).toEqual(new Set(['firstMedicine', 'patientInvitation', 'contents', 'editUser']));
    expect((await doctor({ method: 'PUT', url: '/api/user/program', payload: { programId: 9999 } })).json<ApiError>().code).toBe('userNotInProgram');
  });

  it('gives an unapproved doctor only the session, nothing else', async () => {
    const pending = await t.as('pendente@demo.com.br');
    const me = await pending({ method: 'GET', url: '/api/user' });
    expect(me.json<SessionUser>().approved).toBe(false);
    const res = await pending({ method: 'GET', url: '/api/audit' });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().code).toBe('userNotApproved');
  });
});

describe('guard', () => {
  it('refuses a doctor on an admin route and records the refusal', async () => {
    const doctor = await t.as('DOCTOR');
    const res = await doctor({ method: 'GET', url: '/api/audit' });
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().code).toBe('forbidden');
    const sysadmin = await t.as('SYSADMIN');
    const audit = await sysadmin({ method: 'GET', url: '/api/audit?filter=forbidden' });
    expect(audit.statusCode).toBe(200);
    expect(audit.json<{ data: { entityId: string }[] }>().data.some((e) => e.entityId === 'GET /api/audit')).toBe(true);
  });

  it('answers 401 to an unauthenticated caller before reading the body', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/audit' });
    expect(res.statusCode).toBe(401);
  });

  it('uses the same route rules as the menu', () => {
    const doctor = allowedRoutes('DOCTOR', ['library'], []).map((r) => r.key);
    expect(doctor).toContain('library');
    expect(doctor).not.toContain('audit');
  });
});

describe('the session cookie where cookies are Secure', () => {
  let prod: TestApp;
  beforeAll(async () => { prod = await createTestApp({ production: true }); });
  afterAll(async () => { await prod.close(); });

  it('is __Host-portal_session (Secure, Path=/, no Domain), and the old name still works until the next sign-in', async () => {
    const credentials = { username: 'admin@demo.com.br', password: 'Demo@2026', programId: await prod.programId('BEMESTAR') };
    const login = await prod.anon({ method: 'POST', url: '/api/login', payload: credentials, cookies: { portal_session: 'old-token' } });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === '__Host-portal_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('domain');
    // The old cookie is dropped as the new one is set.
    expect(login.cookies.find((c) => c.name === 'portal_session')).toMatchObject({ value: '', path: '/' });
    const user = (cookies: Record<string, string>) => prod.anon({ method: 'GET', url: '/api/user', cookies }).then((r) => r.json<Partial<SessionUser>>().email);
    expect(await user({ '__Host-portal_session': cookie!.value })).toBe('admin@demo.com.br');
    // A browser signed in before the change sends the old name: its session goes on.
    expect(await user({ portal_session: cookie!.value })).toBe('admin@demo.com.br');

    const logout = await prod.anon({ method: 'POST', url: '/api/logout', cookies: { '__Host-portal_session': cookie!.value } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === '__Host-portal_session')).toMatchObject({ value: '', secure: true, path: '/' });
    expect(await user({ '__Host-portal_session': cookie!.value })).toBeUndefined();
  });
});
