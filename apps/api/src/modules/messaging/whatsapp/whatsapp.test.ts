import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ApiError, ConsentChannel, OutboxMessage, PatientCheck, PrivacyOverview } from '@portal/domain';
import { loadConfig, type Config } from '#platform/config.ts';
import { auditLog, outboundMessages, patientConsents, patients } from '#db/schema/index.ts';
import { whatsAppCloudClient } from '#integrations/whatsapp/cloud-client.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { fakeServer, json, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';
import { cpfOf } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { signBody } from './signature.ts';

const SECRET = 'segredo-do-aplicativo';
const VERIFY = 'token-de-verificacao';
const WEBHOOK = '/api/integration/whatsapp/webhook';
const loaded = loadConfig({ NODE_ENV: 'test' });
const base = loaded.whatsapp;
/** These tests invite one patient several times in a row to see the channel: the invitation limits (decision 0063) are out of the way. */
const onboarding = { ...loaded.onboarding, patientInvitation: { maxPerPatientPerDay: 1_000, minIntervalMs: 0, maxPerDoctorPerHour: 1_000 } };
const whatsapp = (over: Partial<Config['whatsapp']> = {}): Partial<Config> => ({ onboarding, whatsapp: { ...base, appSecret: SECRET, verifyToken: VERIFY, ...over } });

/** A webhook call as Meta posts it, with one status update. */
const statusCall = (wamid: string, status: string, errors?: { code: number; title: string }[]) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: {
    messaging_product: 'whatsapp', metadata: { display_phone_number: '5511900000000', phone_number_id: '106540352242922' },
    statuses: [{ id: wamid, status, timestamp: '1764240000', recipient_id: '5511900000000', ...(errors ? { errors } : {}) }],
  } }] }],
});

type Row = typeof outboundMessages.$inferSelect;

/** One app's helpers: invite a patient, say they accepted WhatsApp, read their messages, post to the webhook. */
function helpers(get: () => { t: TestApp; doctor: Client; programId: number }) {
  let seq = 0;
  const invite = async (cpf: string, phone: string) => {
    const res = await get().doctor({ method: 'POST', url: '/api/patients', payload: { patientName: 'Joana Zap Lima', patientCpf: cpf, destination: phone } });
    expect(res.statusCode, res.body).toBe(201);
  };
  const consent = async (cpf: string, channel: string, granted: boolean) => {
    const { t, programId } = get();
    const [patient] = await t.app.db.select().from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, cpf)));
    await t.app.db.insert(patientConsents).values({
      programId, patientId: patient!.id, procedureId: null, channel: channel as ConsentChannel, granted, termVersion: 'v-teste', ip: '10.0.0.1',
    });
  };
  /**
   * A patient invited (by SMS: never asked yet) who then accepted WhatsApp (and kept SMS unless told
   * otherwise), invited again: the second invitation is the WhatsApp message under test.
   */
  const whatsAppPatient = async (phone: string, opts: { sms?: boolean } = {}) => {
    const cpf = cpfOf(93_000 + (seq += 1));
    await invite(cpf, phone);
    await consent(cpf, 'WHATSAPP', true);
    if (opts.sms === false) await consent(cpf, 'SMS', false);
    await invite(cpf, phone);
    return cpf;
  };
  const messagesTo = (phone: string): Promise<Row[]> =>
    get().t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, phone)).orderBy(asc(outboundMessages.id));
  const lastTo = async (phone: string): Promise<Row> => (await messagesTo(phone)).at(-1)!;
  const post = (body: unknown, signature: string | null = signBody(SECRET, JSON.stringify(body))) =>
    get().t.anon({
      method: 'POST', url: WEBHOOK, payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    });
  const runJobsAt = (at: number) => runDueJobs({ deps: get().t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(at) });
  return { invite, consent, whatsAppPatient, messagesTo, lastTo, post, runJobsAt };
}

describe('WhatsApp with the offline simulator (the default)', () => {
  let t: TestApp;
  let doctor: Client;
  let programId: number;
  const h = helpers(() => ({ t, doctor, programId }));
  beforeAll(async () => {
    t = await createTestApp(whatsapp());
    doctor = await t.as('DOCTOR');
    programId = await t.programId('BEMESTAR');
  });
  afterAll(async () => { await t.close(); });

  it('an invitation to a patient who accepted WhatsApp on their link lands in the outbox as WHATSAPP; one who did not gets an SMS', async () => {
    const phone = '11971110001';
    const cpf = cpfOf(93_800);
    await h.invite(cpf, phone);
    // The first invitation goes by SMS (never asked); the patient confirms on the link, ticking WhatsApp and SMS.
    const code = /\/p\/([A-Z0-9]+)/.exec((await h.lastTo(phone)).body)![1]!;
    const confirm = await t.anon({ method: 'PUT', url: `/api/procedures/by-code/${code}/patient`, remoteAddress: '10.13.0.1', payload: { patient: {
      cpf, name: 'Joana Zap Lima', gender: 'FEMALE', birthDate: '1985-02-11', email: 'joana@exemplo.com.br', phone,
      acceptSms: true, acceptWhatsapp: true, acceptEmail: false, acceptPhone: false, acceptTerms: true,
    } } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const token = (await t.anon({ method: 'GET', url: `/api/procedures/by-code/${code}/${cpf}`, remoteAddress: '10.13.0.2' })).json<PatientCheck>().token;
    const overview = (await t.anon({ method: 'GET', url: `/api/procedures/by-code/${code}/privacy`, headers: { 'x-patient-token': token } })).json<PrivacyOverview>();
    expect(overview.consents.find((c) => c.channel === 'WHATSAPP')).toMatchObject({ granted: true, status: 'GRANTED' });

    await h.invite(cpf, phone);
    await h.invite(cpfOf(93_900), '11971110002');
    const outbox = (await t.anon({ method: 'GET', url: '/api/dev/outbox?take=20' })).json<OutboxMessage[]>();
    expect(outbox.filter((m) => m.destination === phone).map((m) => m.channel)).toEqual(['WHATSAPP', 'SMS']);
    expect(outbox.find((m) => m.destination === phone)).toMatchObject({ status: 'SENT', deliveryStatus: 'delivered' });
    expect(outbox.filter((m) => m.destination === '11971110002').map((m) => m.channel)).toEqual(['SMS']);

    const message = await h.lastTo(phone);
    expect(message.body).toMatch(/^Olá, Joana! .*\/p\/[A-Z0-9]+$/);
    expect(message).toMatchObject({ smsFallback: true, template: { name: 'convite_paciente', language: 'pt_BR' } });
    expect(message.template!.parameters).toEqual(['Joana', expect.any(String), expect.stringMatching(/\/p\/[A-Z0-9]+$/)]);

    // Revoked in the privacy centre: the next invitation goes by SMS again.
    const revoke = await t.anon({ method: 'POST', url: `/api/procedures/by-code/${code}/privacy/revoke`, headers: { 'x-patient-token': token }, payload: { channel: 'WHATSAPP' } });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    await h.invite(cpf, phone);
    expect(await h.lastTo(phone)).toMatchObject({ channel: 'SMS', fallbackForId: null });
  });

  it('GET answers Meta\'s subscription check with the challenge, and 403 to a wrong verify token', async () => {
    const ok = await t.anon({ method: 'GET', url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await t.anon({ method: 'GET', url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1158201444` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ApiError>().code).toBe('whatsappVerifyTokenInvalid');
    expect((await t.anon({ method: 'GET', url: `${WEBHOOK}?hub.challenge=1` })).statusCode).toBe(403);
  });

  it('a webhook with a wrong or missing signature answers 401 and changes nothing', async () => {
    // Ending 9999: the simulator never sees it delivered, so its status is still "sent".
    const phone = '11971119999';
    await h.whatsAppPatient(phone);
    const message = await h.lastTo(phone);
    expect(message).toMatchObject({ channel: 'WHATSAPP', deliveryStatus: 'sent' });
    const call = statusCall(message.externalId!, 'delivered');
    const wrongSecret = await h.post(call, signBody('outro-segredo', JSON.stringify(call)));
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json<ApiError>().code).toBe('whatsappSignatureInvalid');
    expect((await h.post(call, null)).statusCode).toBe(401);
    expect((await h.post(call, 'sha256=zz')).statusCode).toBe(401);
    // Signed, but another body than the one sent.
    expect((await h.post(call, signBody(SECRET, JSON.stringify(statusCall(message.externalId!, 'read'))))).statusCode).toBe(401);
    expect((await t.anon({ method: 'POST', url: WEBHOOK })).statusCode).toBe(401);
    expect(await h.lastTo(phone)).toEqual(message);
  });

  it('records each status once, forward only: a repeated or older webhook changes nothing', async () => {
    const phone = '11971129999';
    await h.whatsAppPatient(phone);
    const message = await h.lastTo(phone);
    const delivered = await h.post(statusCall(message.externalId!, 'delivered'));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ updated: 1 });
    const after = await h.lastTo(phone);
    expect(after).toMatchObject({ deliveryStatus: 'delivered', deliveryStatusAt: new Date(1_764_240_000_000) });

    expect((await h.post(statusCall(message.externalId!, 'delivered'))).json()).toEqual({ updated: 0 });
    expect((await h.post(statusCall(message.externalId!, 'sent'))).json()).toEqual({ updated: 0 });
    expect((await h.post(statusCall('wamid.desconhecido', 'read'))).json()).toEqual({ updated: 0 });
    expect(await h.lastTo(phone)).toEqual(after);
    // Delivered: the fallback's time passes without an SMS.
    await h.runJobsAt(Date.now() + base.fallbackMs + 60_000);
    expect((await h.messagesTo(phone)).filter((m) => m.channel === 'SMS' && m.fallbackForId === message.id)).toEqual([]);
    expect((await h.post(statusCall(message.externalId!, 'read'))).json()).toEqual({ updated: 1 });
  });

  it('a "failed" status sends the text by SMS, once, however often the webhook and the job repeat', async () => {
    const phone = '11971139999';
    await h.whatsAppPatient(phone);
    const message = await h.lastTo(phone);
    const failed = statusCall(message.externalId!, 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
    expect((await h.post(failed)).json()).toEqual({ updated: 1 });
    await h.runJobsAt(Date.now() + 1000);
    expect((await h.post(failed)).json()).toEqual({ updated: 0 });
    await h.runJobsAt(Date.now() + 2000);
    // The fallback that was due at the configured time finds the SMS already sent.
    await h.runJobsAt(Date.now() + base.fallbackMs + 60_000);
    const fallbacks = (await h.messagesTo(phone)).filter((m) => m.fallbackForId === message.id);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({ channel: 'SMS', status: 'SENT', body: message.body });
    expect(await h.lastTo(phone)).toMatchObject({ id: fallbacks[0]!.id });
    expect((await h.messagesTo(phone)).find((m) => m.id === message.id)).toMatchObject({ deliveryStatus: 'failed', lastError: '131026 Message undeliverable' });
  });

  it('a message not delivered within the configured time goes out by SMS; a number not on WhatsApp at once', async () => {
    const late = '11971149999';
    const absent = '11971140000';
    await h.whatsAppPatient(late);
    await h.whatsAppPatient(absent);
    const lateMessage = await h.lastTo(late);
    await h.runJobsAt(Date.now() + 1000);
    expect((await h.lastTo(late)).id).toBe(lateMessage.id);
    expect(await h.lastTo(absent)).toMatchObject({ channel: 'SMS', fallbackForId: expect.any(Number) as unknown });

    await h.runJobsAt(Date.now() + base.fallbackMs + 1000);
    expect(await h.lastTo(late)).toMatchObject({ channel: 'SMS', fallbackForId: lateMessage.id, body: lateMessage.body });
  });

  /** Invites the patient (by SMS: never asked), who confirms on the link with these boxes; answers the link's code and a privacy token. */
  async function confirmedOnTheLink(cpf: string, phone: string, boxes: { acceptSms: boolean; acceptWhatsapp: boolean; acceptEmail?: boolean }, ip: string) {
    await h.invite(cpf, phone);
    const first = await h.lastTo(phone);
    expect(first).toMatchObject({ channel: 'SMS', status: 'SENT' });
    const code = /\/p\/([A-Z0-9]+)/.exec(first.body)![1]!;
    const confirm = await t.anon({ method: 'PUT', url: `/api/procedures/by-code/${code}/patient`, remoteAddress: `${ip}.1`, payload: { patient: {
      cpf, name: 'Joana Zap Lima', gender: 'FEMALE', birthDate: '1985-02-11', email: 'joana@exemplo.com.br', phone,
      acceptEmail: false, acceptPhone: false, ...boxes, acceptTerms: true,
    } } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const token = (await t.anon({ method: 'GET', url: `/api/procedures/by-code/${code}/${cpf}`, remoteAddress: `${ip}.2` })).json<PatientCheck>().token;
    return { code, token };
  }

  it('an SMS consent revoked within the fallback window stops the fallback: recorded as refused, never sent', async () => {
    const phone = '11971169999';
    const cpf = cpfOf(93_810);
    const { code, token } = await confirmedOnTheLink(cpf, phone, { acceptSms: true, acceptWhatsapp: true }, '10.14.0');
    await h.invite(cpf, phone);
    const message = await h.lastTo(phone);
    expect(message).toMatchObject({ channel: 'WHATSAPP', deliveryStatus: 'sent', smsFallback: true });
    const revoke = await t.anon({ method: 'POST', url: `/api/procedures/by-code/${code}/privacy/revoke`, headers: { 'x-patient-token': token }, payload: { channel: 'SMS' } });
    expect(revoke.statusCode, revoke.body).toBe(200);

    await h.runJobsAt(Date.now() + base.fallbackMs + 1000);
    await h.runJobsAt(Date.now() + base.fallbackMs + 60_000);
    const fallbacks = (await h.messagesTo(phone)).filter((m) => m.fallbackForId === message.id);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({ channel: 'SMS', status: 'FAILED', sentAt: null, lastError: expect.stringMatching(/consent/) as unknown });
    expect((await h.messagesTo(phone)).filter((m) => m.channel === 'SMS' && m.status === 'SENT')).toHaveLength(1);
    const [patient] = await t.app.db.select().from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, cpf)));
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'message.smsFallbackRefused'), eq(auditLog.entityId, String(patient!.id))));
    expect(audits.map((a) => [a.entity, a.after])).toEqual([['patient', { whatsAppMessageId: message.id, smsMessageId: fallbacks[0]!.id }]]);
  });

  it('a patient who answered on the link without ticking SMS is sent nothing by SMS: no invitation, no fallback', async () => {
    const none = '11971170001';
    const cpf = cpfOf(93_820);
    await confirmedOnTheLink(cpf, none, { acceptSms: false, acceptWhatsapp: false, acceptEmail: true }, '10.15.0');
    const again = await doctor({ method: 'POST', url: '/api/patients', payload: { patientName: 'Joana Zap Lima', patientCpf: cpf, destination: none } });
    expect([again.statusCode, again.json<ApiError>().code]).toEqual([409, 'patientSmsConsentRevoked']);
    expect(await h.messagesTo(none)).toHaveLength(1);

    const whatsAppOnly = '11971179999';
    const other = cpfOf(93_830);
    await confirmedOnTheLink(other, whatsAppOnly, { acceptSms: false, acceptWhatsapp: true }, '10.16.0');
    await h.invite(other, whatsAppOnly);
    const message = await h.lastTo(whatsAppOnly);
    expect(message).toMatchObject({ channel: 'WHATSAPP', smsFallback: false });
    await h.runJobsAt(Date.now() + base.fallbackMs + 1000);
    expect((await h.lastTo(whatsAppOnly)).id).toBe(message.id);
  });

  it('never falls back to SMS for a patient who refused SMS', async () => {
    const phone = '11971150000';
    await h.whatsAppPatient(phone, { sms: false });
    const message = await h.lastTo(phone);
    expect(message).toMatchObject({ channel: 'WHATSAPP', deliveryStatus: 'failed', smsFallback: false });
    await h.runJobsAt(Date.now() + base.fallbackMs + 60_000);
    expect((await h.lastTo(phone)).id).toBe(message.id);
  });
});

describe('WhatsApp Business Cloud API', () => {
  let graph: FakeServer;
  let failNext = 0;
  let t: TestApp;
  let doctor: Client;
  let programId: number;
  const h = helpers(() => ({ t, doctor, programId }));
  beforeAll(async () => {
    graph = await fakeServer((req, res) => {
      if (failNext > 0) {
        failNext -= 1;
        return json(res, 400, { error: { message: '(#131030) Recipient phone number not in allowed list', type: 'OAuthException', code: 131030 } });
      }
      const to = (JSON.parse(req.body) as { to: string }).to;
      return json(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.TEST${graph.requests.length}` }] });
    });
    t = await createTestApp(whatsapp({ provider: 'cloud', apiUrl: `${graph.url}/`, apiVersion: 'v21.0', phoneNumberId: '106540352242922', token: 'token-da-meta' }));
    doctor = await t.as('DOCTOR');
    programId = await t.programId('BEMESTAR');
  });
  afterAll(async () => { await t.close(); await graph.close(); });

  it('the client posts a pt_BR template with its parameters and the bearer token, reads the wamid, and throws on an error', async () => {
    const client = whatsAppCloudClient({ apiUrl: graph.url, apiVersion: 'v21.0', phoneNumberId: '123456', token: 'abc' });
    const sent = await client.send({ destination: '11987654321', template: { name: 'convite_paciente', language: 'pt_BR', parameters: ['Ana', 'Programa', 'https://portal/p/X'] } });
    expect(sent).toEqual({ id: `wamid.TEST${graph.requests.length}`, status: null });
    const last = graph.requests.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/v21.0/123456/messages' });
    expect(last.headers.authorization).toBe('Bearer abc');
    expect(JSON.parse(last.body)).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '5511987654321', type: 'template',
      template: {
        name: 'convite_paciente', language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }, { type: 'text', text: 'Programa' }, { type: 'text', text: 'https://portal/p/X' }] }],
      },
    });
    failNext = 1;
    await expect(client.send({ destination: '11987654321', template: { name: 'x', language: 'pt_BR', parameters: [] } })).rejects.toThrow(/400 \(131030/);
  });

  it('queues the invitation, delivers it by job through the API, and takes the webhook\'s statuses by its wamid', async () => {
    const phone = '11972220001';
    await h.whatsAppPatient(phone);
    const queued = await h.lastTo(phone);
    expect(queued).toMatchObject({ channel: 'WHATSAPP', status: 'PENDING', provider: 'cloud', externalId: null });
    const before = graph.requests.length;
    await h.runJobsAt(Date.now() + 1000);
    expect(graph.requests.slice(before).map((r) => (JSON.parse(r.body) as { to: string }).to)).toContain(`55${phone}`);
    const sent = await h.lastTo(phone);
    expect(sent).toMatchObject({ id: queued.id, status: 'SENT', externalId: expect.stringMatching(/^wamid\.TEST/) as unknown });
    expect((await h.post(statusCall(sent.externalId!, 'read'))).json()).toEqual({ updated: 1 });
    expect(await h.lastTo(phone)).toMatchObject({ deliveryStatus: 'read' });
  });

  it('an SMS replaces a message the API never took in time, and the message is not sent after it', async () => {
    const phone = '11972220002';
    await h.whatsAppPatient(phone);
    const queued = await h.lastTo(phone);
    failNext = 100;
    await h.runJobsAt(Date.now() + 1000);
    await h.runJobsAt(Date.now() + base.fallbackMs + 1000);
    failNext = 0;
    const rows = await h.messagesTo(phone);
    expect(rows.find((m) => m.id === queued.id)).toMatchObject({ status: 'FAILED', lastError: 'replaced by SMS' });
    expect(rows.filter((m) => m.fallbackForId === queued.id)).toMatchObject([{ channel: 'SMS' }]);
    const [latest] = await t.app.db.select().from(outboundMessages).orderBy(desc(outboundMessages.id)).limit(1);
    expect(latest!.fallbackForId).toBe(queued.id);
  });
});
