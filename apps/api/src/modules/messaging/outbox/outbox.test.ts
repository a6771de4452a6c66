import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError, OutboxMessage } from '@portal/domain';
import { loadConfig, type OnboardingConfig } from '#platform/config.ts';
import { jobs, outboundMessages } from '#db/schema/index.ts';
import { recaptchaClient } from '#integrations/captcha/recaptcha-client.ts';
import { emailProvider } from '#integrations/email/index.ts';
import { smsGatewayClient } from '#integrations/sms/gateway-client.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { backoffMs } from '#platform/jobs/queue.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { fakeServer, json, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';
import { CAPTCHA, newPhone, sendCode } from '#identity/signup/signup.test-helpers.ts';
import { fakeSmtp, type FakeSmtp } from './smtp-server.test-helpers.ts';

const base: OnboardingConfig = loadConfig({ NODE_ENV: 'test' }).onboarding;

describe('development outbox', () => {
  let t: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    prod = await createTestApp({ onboarding: { ...base, devOutbox: false } });
  });
  afterAll(async () => { await t.close(); await prod.close(); });

  it('lists the SMS and e-mails sent, newest first, outside production', async () => {
    const phone = newPhone();
    await sendCode(t, phone);
    const res = await t.anon({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [latest] = res.json<OutboxMessage[]>();
    expect(latest).toMatchObject({ channel: 'SMS', destination: phone, status: 'SENT' });
    expect(latest!.body).toMatch(/\d{5}/);
  });

  it('is read only from this machine or by a system administrator (it holds reset links)', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.anon({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });
    expect((await from('203.0.113.9')).statusCode).toBe(404);
    expect((await from('192.168.0.10')).statusCode).toBe(404);
    // A proxy on this machine forwarding someone else's request.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await from('::1')).statusCode).toBe(200);
    const admin = await t.as('ADMIN');
    expect((await admin({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    const sysadmin = await t.as('SYSADMIN');
    expect((await sysadmin({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    expect((await prod.anon({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('SMS gateway', () => {
  let gateway: FakeServer;
  let failNext = 0;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await fakeServer((req, res) => {
      if (failNext > 0) {
        failNext -= 1;
        return json(res, 502, { error: 'upstream' });
      }
      return json(res, 202, { id: `msg-${gateway.requests.length}` });
    });
    t = await createTestApp({ onboarding: { ...base, smsGateway: { url: `${gateway.url}/v1/`, token: 'segredo-gateway' } } });
  });
  afterAll(async () => { await t.close(); await gateway.close(); });

  it('the client posts {to, text} with the bearer token and throws on a failure', async () => {
    const client = smsGatewayClient({ url: gateway.url, token: 'abc' });
    await client.send({ destination: '11987654321', body: 'Olá' });
    const last = gateway.requests.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/messages' });
    expect(last.headers.authorization).toBe('Bearer abc');
    expect(JSON.parse(last.body)).toEqual({ to: '+5511987654321', text: 'Olá' });
    failNext = 1;
    await expect(client.send({ destination: '11987654321', body: 'Olá' })).rejects.toThrow(/502/);
  });

  it('queues the code SMS and delivers it by job, retrying after a gateway failure without losing it', async () => {
    const phone = newPhone();
    const before = gateway.requests.length;
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    const [message] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, phone));
    expect(message).toMatchObject({ status: 'PENDING', provider: 'gateway' });
    expect(gateway.requests.length).toBe(before);

    failNext = 1;
    const now = Date.now() + 1000;
    await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(now) });
    const [afterFailure] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.id, message!.id));
    expect(afterFailure).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(afterFailure!.lastError).toContain('502');
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.name, 'deliverMessage'));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.runAt.getTime()).toBe(now + backoffMs(1));

    // Not before the backoff…
    expect(await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(now + 1000) })).toBe(0);
    // …then delivered.
    await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(now + backoffMs(1)) });
    const [sent] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.id, message!.id));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
    const delivered = gateway.requests.slice(before).map((r) => JSON.parse(r.body) as { to: string; text: string });
    expect(delivered).toHaveLength(2);
    expect(delivered[1]!.to).toBe(`+55${phone}`);
    expect(delivered[1]!.text).toMatch(/\d{5}/);
    expect(gateway.requests.at(-1)!.headers.authorization).toBe('Bearer segredo-gateway');
  });
});

describe('reCAPTCHA verification', () => {
  let verifier: FakeServer;
  let t: TestApp;
  beforeAll(async () => {
    verifier = await fakeServer((req, res) => {
      const form = new URLSearchParams(req.body);
      json(res, 200, { success: form.get('secret') === 'segredo' && form.get('response') === 'token-bom', hostname: 'localhost' });
    });
    t = await createTestApp({ onboarding: { ...base, recaptchaSecret: 'segredo', recaptchaSiteKey: 'site-key', recaptchaVerifyUrl: `${verifier.url}/recaptcha/api/siteverify` } });
  });
  afterAll(async () => { await t.close(); await verifier.close(); });

  it('the client posts secret, response and remote IP and reads success', async () => {
    const client = recaptchaClient({ secret: 'segredo', verifyUrl: `${verifier.url}/recaptcha/api/siteverify` });
    expect(await client.verify('token-bom', '10.0.0.9')).toBe(true);
    expect(await client.verify('token-ruim')).toBe(false);
    expect(await client.verify('')).toBe(false);
    expect(verifier.requests).toHaveLength(2);
    const form = new URLSearchParams(verifier.requests[1]!.body);
    expect(form.get('remoteip')).toBeNull();
    expect(new URLSearchParams(verifier.requests[0]!.body).get('remoteip')).toBe('10.0.0.9');
    expect(await recaptchaClient({ secret: 'x', verifyUrl: 'http://127.0.0.1:1/nada' }).verify('token-bom')).toBe(false);
  });

  it('POST /codes needs a token the verifier accepts; the development token no longer passes', async () => {
    const ok = await t.anon({ method: 'POST', url: '/api/codes', payload: { type: 'SMS', destination: newPhone(), recaptchaValue: 'token-bom' } });
    expect(ok.statusCode).toBe(200);
    const dev = await t.anon({ method: 'POST', url: '/api/codes', payload: { type: 'SMS', destination: newPhone(), recaptchaValue: CAPTCHA } });
    expect(dev.json<ApiError>().code).toBe('recaptchaRequired');
    expect((await t.anon({ method: 'GET', url: '/api/captcha/config' })).json()).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
  });
});

describe('SMTP e-mail', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => { smtp = await fakeSmtp(); });
  afterAll(async () => { await smtp.close(); });

  it('delivers through nodemailer to the configured SMTP server', async () => {
    const provider = emailProvider({ ...base, smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, mailFrom: 'Portal <nao-responda@portal.test>' });
    expect(provider.kind).toBe('smtp');
    await provider.send({ to: 'medica@exemplo.com.br', subject: 'Acesso liberado', text: 'Seu acesso foi aprovado.' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to[0]).toContain('medica@exemplo.com.br');
    expect(smtp.messages[0]!.data).toContain('Subject: Acesso liberado');
    expect(smtp.messages[0]!.data).toContain('Seu acesso foi aprovado.');
  });
});
