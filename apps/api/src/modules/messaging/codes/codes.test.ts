import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { loadConfig } from '#platform/config.ts';
import { verificationCodes } from '#db/schema/index.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { ageCodes, CAPTCHA, lastSms, newIp, newPhone, sendCode } from '#identity/signup/signup.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    onboarding: { ...loadConfig({ NODE_ENV: 'test' }).onboarding, codeMaxPerDestinationPerHour: 3, codeMaxPerIpPerHour: 4 },
  });
});
afterAll(async () => { await t.close(); });

const post = (payload: Record<string, unknown>, remoteAddress = newIp()) => t.anon({ method: 'POST', url: '/api/codes', payload, remoteAddress });

describe('POST /codes', () => {
  it('refuses to send without a verified captcha (400 recaptchaRequired)', async () => {
    const phone = newPhone();
    for (const recaptchaValue of [undefined, '', 'forged-token']) {
      const res = await post({ type: 'SMS', destination: phone, recaptchaValue });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().code).toBe('recaptchaRequired');
    }
    expect(await lastSms(t, phone)).toBeUndefined();
  });

  it('sends a 5-digit code by SMS, stores only its hash and answers the expiry and the resend time', async () => {
    const phone = newPhone();
    const before = Date.now();
    const res = await post({ type: 'SMS', destination: `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`, recaptchaValue: CAPTCHA });
    expect(res.statusCode).toBe(200);
    const { expiresAt, resendAt } = res.json<{ expiresAt: string; resendAt: string }>();
    expect(new Date(expiresAt).getTime() - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(new Date(expiresAt).getTime() - before).toBeLessThan(10 * 60_000 + 5000);
    expect(new Date(resendAt).getTime() - before).toBeGreaterThanOrEqual(59_000);

    const sms = await lastSms(t, phone);
    const code = /\b(\d{5})\b/.exec(sms!.body)![1]!;
    expect(sms).toMatchObject({ channel: 'SMS', status: 'SENT', provider: 'outbox' });
    const [stored] = await t.app.db.select().from(verificationCodes).where(eq(verificationCodes.destination, phone));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  it('refuses a resend to the same phone before 60 s (429 codeResendTooSoon), then allows it', async () => {
    const phone = newPhone();
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    const early = await sendCode(t, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json<ApiError>().code).toBe('codeResendTooSoon');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);
    await ageCodes(t, phone, 61);
    expect((await sendCode(t, phone)).statusCode).toBe(200);
  });

  it('says in the refusal how long to wait and whether the code sent before can still be typed', async () => {
    const phone = newPhone();
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    const early = await sendCode(t, phone);
    expect(early.statusCode).toBe(429);
    const answer = early.json<ApiError>();
    expect(answer).toMatchObject({ code: 'codeResendTooSoon', codeValid: true });
    expect(answer.retryAfterSeconds).toBe(Number(early.headers['retry-after']));
    expect(answer.retryAfterSeconds).toBeGreaterThan(0);
    expect(answer.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Five wrong tries kill the code: the wait stands, and the answer no longer offers it.
    await t.app.db.update(verificationCodes).set({ attempts: 5 }).where(eq(verificationCodes.destination, phone));
    expect((await sendCode(t, phone)).json<ApiError>()).toMatchObject({ code: 'codeResendTooSoon', codeValid: false });
  });

  it('limits codes per phone per hour (429 tooManyRequests)', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      expect((await sendCode(t, phone)).statusCode).toBe(200);
      await ageCodes(t, phone, 61);
    }
    const res = await sendCode(t, phone);
    expect(res.statusCode).toBe(429);
    expect(res.json<ApiError>().code).toBe('tooManyRequests');
    expect(res.headers['retry-after']).toBe('3600');
    await ageCodes(t, phone, 3600);
    expect((await sendCode(t, phone)).statusCode).toBe(200);
  });

  it('limits codes per client IP per hour (429 tooManyRequests)', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await sendCode(t, newPhone(), ip)).statusCode).toBe(200);
    const res = await sendCode(t, newPhone(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json<ApiError>().code).toBe('tooManyRequests');
    expect((await sendCode(t, newPhone(), newIp())).statusCode).toBe(200);
  });

  it('validates the phone', async () => {
    const res = await post({ type: 'SMS', destination: '1234', recaptchaValue: CAPTCHA });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().fields).toEqual({ destination: ['validation.invalidPhone'] });
  });
});

describe('POST /codes/authenticated and captcha config', () => {
  it('refuses an anonymous agreement code (the rules of a signed-in one: procedure-requests/agreement-code.test.ts)', async () => {
    const anon = await t.anon({ method: 'POST', url: '/api/codes/authenticated', payload: { type: 'SMS', destination: newPhone() } });
    expect(anon.statusCode).toBe(401);
  });

  it('tells the web which captcha widget to show', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/captcha/config' });
    expect(res.json()).toEqual({ provider: 'development', siteKey: null });
  });
});
