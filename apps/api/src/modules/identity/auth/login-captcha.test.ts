import { describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN, type ApiError } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '#main/seed/demo.ts';
import { loadConfig } from '#platform/config.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';
import { THROTTLE } from './login-throttle.ts';

/** After a few failed logins the login asks for a captcha, alike for real and unknown accounts. */
const K = loadConfig({ NODE_ENV: 'test' }).onboarding.loginCaptchaAfterFailures;
let t: TestApp;
let programId: number;
useTestApp(async (app) => {
  t = app;
  programId = await t.programId('BEMESTAR');
});

let n = 0;
const newIp = () => `198.18.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;
const attempt = (email: string, password: string, ip = newIp(), extra: Record<string, unknown> = {}) =>
  t.anon({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: email, password, programId, ...extra } });
const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json<ApiError>() });
const failTimes = async (email: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await attempt(email, 'errada123')).json<ApiError>().code).toBe('invalidUser');
};

describe('captcha after repeated login failures', () => {
  it(`asks for it after ${K} failures of an e-mail from anywhere, the same for a real and an unknown account`, async () => {
    expect(K).toBeGreaterThanOrEqual(3);
    await failTimes('regional@demo.com.br', K);
    await failTimes('ninguem.aqui@demo.com.br', K);
    const real = answer(await attempt('regional@demo.com.br', DEMO_PASSWORD));
    const unknown = answer(await attempt('ninguem.aqui@demo.com.br', DEMO_PASSWORD));
    expect(real.status).toBe(400);
    expect(real.body.code).toBe('loginCaptchaRequired');
    expect(real.body.message).toContain('robô');
    expect(unknown).toEqual(real);
    // A token that does not verify is the same refusal; one that does lets the owner in.
    expect(answer(await attempt('regional@demo.com.br', DEMO_PASSWORD, newIp(), { recaptchaValue: 'falso' }))).toEqual(real);
    expect((await attempt('regional@demo.com.br', DEMO_PASSWORD, newIp(), { recaptchaValue: DEV_CAPTCHA_TOKEN })).statusCode).toBe(200);
    // The success forgot the e-mail's failures: no captcha next time.
    expect((await attempt('regional@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count refusals for a missing captcha, so they never lock the owner out', async () => {
    const email = 'distrital@demo.com.br';
    await failTimes(email, K);
    for (let i = 0; i < 15; i++) expect((await attempt(email, 'errada123')).json<ApiError>().code).toBe('loginCaptchaRequired');
    expect((await attempt(email, DEMO_PASSWORD, newIp(), { recaptchaValue: DEV_CAPTCHA_TOKEN })).statusCode).toBe(200);
  });

  it('asks one address that failed on many e-mails, not others; a trusted device is never asked', async () => {
    const device = (await attempt('representante@demo.com.br', DEMO_PASSWORD)).cookies.find((c) => c.name === 'portal_device')!.value;
    const ip = newIp();
    for (let i = 0; i < THROTTLE.captchaPerAddress; i++) expect((await attempt(`pessoa${i}@empresa.com.br`, 'errada123', ip)).json<ApiError>().code).toBe('invalidUser');
    expect((await attempt('medico@demo.com.br', DEMO_PASSWORD, ip)).json<ApiError>().code).toBe('loginCaptchaRequired');
    expect((await attempt('medico@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(200);
    const trusted = await t.anon({
      method: 'POST', url: '/api/login', remoteAddress: ip, cookies: { portal_device: device },
      payload: { username: 'representante@demo.com.br', password: DEMO_PASSWORD, programId },
    });
    expect(trusted.statusCode).toBe(200);
  });
});
