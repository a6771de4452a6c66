import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEV_CAPTCHA_TOKEN, type ApiError } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { DEMO_PASSWORD } from '#main/seed/demo.ts';
import { auditLog, loginThrottles, users } from '#db/schema/index.ts';
import { THROTTLE } from './login-throttle.ts';
import { accountHash } from './login-throttle.repository.ts';

let t: TestApp;
let programId: number;
beforeAll(async () => {
  t = await createTestApp();
  programId = await t.programId('BEMESTAR');
});
afterAll(async () => { await t.close(); });

const attempt = (email: string, password: string, ip: string, device?: string): Promise<LightMyRequestResponse> =>
  t.anon({
    // The captcha asked after a few failures (login-captcha.test.ts) always passes here: these tests are about the throttle.
    method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: email, password, programId, recaptchaValue: DEV_CAPTCHA_TOKEN, authMode: 'bearer' },
    ...(device ? { cookies: { portal_device: device } } : {}),
  });
const code = (res: LightMyRequestResponse) => res.json<ApiError>().code;
const deviceOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'portal_device')!.value;
/** Moves every running lock into the past, as the clock would after the throttle's wait. */
const letLocksExpire = () => t.app.db.update(loginThrottles).set({ lockedUntil: new Date(Date.now() - 1000) });

describe('login throttling (decision 0022)', () => {
  it('throttles one address on one e-mail, but the owner signs in from elsewhere and keeps open sessions', async () => {
    const email = 'regional@demo.com.br';
    const owner = await attempt(email, DEMO_PASSWORD, '198.51.100.1');
    const session = owner.json<{ token: string }>().token;
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) expect(code(await attempt(email, 'errada123', '203.0.113.9'))).toBe('invalidUser');
    // Locked and wrong look the same for a real account and an unknown one.
    const locked = await attempt(email, DEMO_PASSWORD, '203.0.113.9');
    expect(locked.statusCode).toBe(429);
    expect(code(locked)).toBe('tooManyLoginAttempts');
    // The first lock is 30 s, and the answer says how long is left.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30);
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) await attempt('ninguem-existe@demo.com.br', 'errada123', '203.0.113.10');
    expect(code(await attempt('ninguem-existe@demo.com.br', 'errada123', '203.0.113.10'))).toBe('tooManyLoginAttempts');

    expect((await attempt(email, DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    const me = await t.anon({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${session}` } });
    expect(me.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ blocked: false });
  });

  it('an attacker spread over many addresses cannot keep the owner out: the trusted device passes, and the lock ends', async () => {
    const email = 'distrital@demo.com.br';
    const device = deviceOf(await attempt(email, DEMO_PASSWORD, '198.51.100.20'));
    for (let i = 0; i < THROTTLE.perAccount; i++) expect(code(await attempt(email, 'errada123', `203.0.113.${100 + i}`))).toBe('invalidUser');
    // A new browser waits for the account's lock; hammering during the lock does not lengthen it.
    expect(code(await attempt(email, DEMO_PASSWORD, '198.51.100.21'))).toBe('tooManyLoginAttempts');
    const accountKey = eq(loginThrottles.key, `a:${accountHash(email)}`);
    const [before] = await t.app.db.select().from(loginThrottles).where(accountKey);
    expect(before!.lockedUntil!.getTime() - before!.lastFailureAt.getTime()).toBeLessThanOrEqual(THROTTLE.accountMaxMs);
    for (let i = 0; i < 20; i++) expect(code(await attempt(email, 'errada123', `203.0.113.${150 + i}`))).toBe('tooManyLoginAttempts');
    const [after] = await t.app.db.select().from(loginThrottles).where(accountKey);
    expect(after!.lockedUntil).toEqual(before!.lockedUntil);

    // The owner's own browser is never kept out by others' failures.
    expect((await attempt(email, DEMO_PASSWORD, '198.51.100.20', device)).statusCode).toBe(200);
    // Another attacker burst, then the throttle's wait passes: the owner gets in from a new browser.
    for (let i = 0; i < THROTTLE.perAccount; i++) await attempt(email, 'errada123', `203.0.113.${200 + i}`);
    expect(code(await attempt(email, DEMO_PASSWORD, '198.51.100.22'))).toBe('tooManyLoginAttempts');
    await letLocksExpire();
    expect((await attempt(email, DEMO_PASSWORD, '198.51.100.22')).statusCode).toBe(200);
  });

  it('a forged or another account\'s device cookie gives no way around the lock', async () => {
    const email = 'representante@demo.com.br';
    const otherDevice = deviceOf(await attempt('medico@demo.com.br', DEMO_PASSWORD, '198.51.100.30'));
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) await attempt(email, 'errada123', '203.0.113.40');
    expect(code(await attempt(email, DEMO_PASSWORD, '203.0.113.40', otherDevice))).toBe('tooManyLoginAttempts');
    expect(code(await attempt(email, DEMO_PASSWORD, '203.0.113.40', 'abc.def'))).toBe('tooManyLoginAttempts');
  });

  it('a blocked account answers a wrong password like any other; an administrator unblocks it, audited', async () => {
    const email = 'pendente@demo.com.br';
    const id = await t.userId(email);
    await t.app.db.update(users).set({ blocked: true, approved: true }).where(eq(users.id, id));
    expect(code(await attempt(email, 'errada123', '198.51.100.50'))).toBe('invalidUser');
    expect(code(await attempt(email, DEMO_PASSWORD, '198.51.100.50'))).toBe('blockedUser');

    const rep = await t.as('REPRESENTATIVE');
    expect((await rep({ method: 'POST', url: `/api/users/${id}/unblock` })).statusCode).toBe(403);
    const admin = await t.as('ADMIN');
    expect((await admin({ method: 'POST', url: `/api/users/${id}/unblock` })).statusCode).toBe(204);
    expect((await attempt(email, DEMO_PASSWORD, '198.51.100.50')).statusCode).toBe(200);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.unblock'));
    expect(audit.map((a) => a.entityId)).toContain(String(id));
  });

  it('the unblock also lifts the throttle', async () => {
    const email = 'medico@demo.com.br';
    for (let i = 0; i < THROTTLE.perAccount; i++) await attempt(email, 'errada123', `203.0.113.${60 + i}`);
    expect(code(await attempt(email, DEMO_PASSWORD, '198.51.100.60'))).toBe('tooManyLoginAttempts');
    const admin = await t.as('ADMIN');
    expect((await admin({ method: 'POST', url: `/api/users/${await t.userId(email)}/unblock` })).statusCode).toBe(204);
    expect((await attempt(email, DEMO_PASSWORD, '198.51.100.60')).statusCode).toBe(200);
  });
});

describe('login rate limit per address and e-mail', () => {
  let limited: TestApp;
  beforeAll(async () => { limited = await createTestApp({ loginRateLimitPerMinute: 3 }); });
  afterAll(async () => { await limited.close(); });

  it('counts each e-mail apart behind one address, so one NAT does not block everyone', async () => {
    const pid = await limited.programId('BEMESTAR');
    const post = (username: string) => limited.anon({ method: 'POST', url: '/api/login', remoteAddress: '192.0.2.1', payload: { username, password: 'errada123', programId: pid } });
    for (let i = 0; i < 6; i++) expect((await post(`pessoa${i}@empresa.com.br`)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await post('mesma@empresa.com.br')).statusCode).toBe(401);
    const over = await post('mesma@empresa.com.br');
    expect(over.statusCode).toBe(429);
  });
});

describe('login rate limit behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => { proxied = await createTestApp({ loginRateLimitPerMinute: 2, trustProxy: 1 }); });
  afterAll(async () => { await proxied.close(); });

  it('keys the limit by each client\'s forwarded address and e-mail, read after the body is parsed', async () => {
    const pid = await proxied.programId('BEMESTAR');
    const post = (client: string, username = 'alguem@empresa.com.br') => proxied.anon({
      method: 'POST', url: '/api/login', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client },
      payload: { username, password: 'errada123', programId: pid },
    });
    for (let i = 0; i < 2; i++) expect((await post('198.51.100.70')).statusCode).toBe(401);
    expect((await post('198.51.100.70')).statusCode).toBe(429);
    // Other clients behind the same proxy, and another e-mail from the same client, are not limited.
    expect((await post('198.51.100.71')).statusCode).toBe(401);
    expect((await post('198.51.100.70', 'outra@empresa.com.br')).statusCode).toBe(401);
  });
});
