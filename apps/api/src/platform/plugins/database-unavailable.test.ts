import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN, type ApiError } from '@portal/domain';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/**
 * Decision 0062 through HTTP: once the app's database is gone (here closed under it: PGlite says
 * "PGlite is closed", the PostgreSQL pool refuses after `end`), every request answers 503
 * `databaseUnavailable` in the error shape, with Retry-After and no-store, instead of a 500.
 * test/database-outage.test.ts stops a real PostgreSQL server under two processes.
 */
let t: TestApp;
let programId: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  programId = await t.programId('BEMESTAR');
  token = (await t.login('medico@demo.com.br')).json<{ token: string }>().token;
  // Its own close: on PostgreSQL it also drops the test's database.
  await t.app.database.close();
});
afterAll(async () => { await t.app.close(); });

const requests: Record<string, () => InjectOptions> = {
  'a public read': () => ({ method: 'GET', url: '/api/programs/list/all' }),
  'a signed-in read': () => ({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } }),
  'a sign-in': () => ({
    method: 'POST', url: '/api/login',
    payload: { username: 'medico@demo.com.br', password: 'whatever1', programId, recaptchaValue: DEV_CAPTCHA_TOKEN, authMode: 'bearer' },
  }),
};

describe('while the database is unavailable', () => {
  it.each(Object.keys(requests))('%s answers 503 databaseUnavailable with Retry-After and no-store', async (name) => {
    const res = await t.anon(requests[name]!());
    expect(res.statusCode).toBe(503);
    expect(res.json<ApiError>()).toEqual({ statusCode: 503, code: 'databaseUnavailable', message: 'O serviço está indisponível no momento. Tente novamente em instantes.' });
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readiness says why, and the process keeps answering', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/readyz' });
    expect([res.statusCode, res.json()]).toEqual([503, { status: 'databaseUnavailable' }]);
  });
});
