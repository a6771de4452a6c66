import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { ApiError, ConsentChannel, MessagingSettings, MessagingSettingsForm } from '@portal/domain';
import { loadConfig } from '#platform/config.ts';
import { auditLog, outboundMessages, patientConsents, patients } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { cpfOf } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { emailProvider } from '#integrations/email/index.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';
import { CHANNEL_OFF, queueEmail } from '../outbox/index.ts';
import { fakeSmtp, type FakeSmtp } from '../outbox/smtp-server.test-helpers.ts';

const TOKEN = 'token-secreto-do-whatsapp-123';
const loaded = loadConfig({ NODE_ENV: 'test' });
/** Invitations to one patient in a row, to see the channel: the invitation limits (decision 0063) are out of the way. */
const onboarding = { ...loaded.onboarding, patientInvitation: { maxPerPatientPerDay: 1_000, minIntervalMs: 0, maxPerDoctorPerHour: 1_000 } };

let t: TestApp;
let sys: Client;
let admin: Client;
let doctor: Client;
let programId: number;
let otherProgramId: number;

useTestApp(async (app) => {
  t = app;
  sys = await t.as('SYSADMIN');
  admin = await t.as('ADMIN');
  doctor = await t.as('DOCTOR');
  programId = await t.programId('BEMESTAR');
  otherProgramId = await t.programId('ABRACARAVIDA');
}, { onboarding, whatsapp: { ...loaded.whatsapp, token: TOKEN } });

const url = (id: number) => `/api/programs/${id}/messaging-settings`;
const allOn = { SMS: true, EMAIL: true, WHATSAPP: true };
const noOverrides = { patientInvitation: null, agreementCode: null, requestUpdate: null };
const form = (over: Partial<MessagingSettingsForm> = {}): MessagingSettingsForm =>
  ({ channels: allOn, emailFromName: null, whatsappTemplates: noOverrides, ...over });
const save = (payload: unknown, as = admin, id = programId) => as({ method: 'PUT', url: url(id), payload: payload as object });

let seq = 0;
/** Invites a new patient of the programme; with `whatsapp` the patient accepted WhatsApp (and SMS) first, so the invitation under test goes by WhatsApp. */
async function invite(phone: string, opts: { whatsapp?: boolean } = {}) {
  const cpf = cpfOf(97_000 + (seq += 1));
  const send = async () => {
    const res = await doctor({ method: 'POST', url: '/api/patients', payload: { patientName: 'Marta Aviso Lima', patientCpf: cpf, destination: phone } });
    expect(res.statusCode, res.body).toBe(201);
  };
  if (opts.whatsapp) {
    // The first invitation creates the patient; then they accept WhatsApp; the second is the one under test.
    await send();
    const [patient] = await t.app.db.select().from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, cpf)));
    await t.app.db.insert(patientConsents).values({
      programId, patientId: patient!.id, procedureId: null, channel: 'WHATSAPP' as ConsentChannel, granted: true, termVersion: 'v-teste', ip: '10.0.0.1',
    });
    await t.app.db.delete(outboundMessages).where(eq(outboundMessages.destination, phone));
  }
  await send();
  return t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, phone)).orderBy(asc(outboundMessages.id));
}

describe('a programme\'s messaging settings (decision 0078)', () => {
  it('GET gives the environment\'s defaults, which secrets are configured, and never a secret', async () => {
    const res = await admin({ method: 'GET', url: url(programId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MessagingSettings>()).toMatchObject({
      programId, channels: allOn, emailFromName: null, whatsappTemplates: noOverrides, updatedAt: null,
      defaults: {
        emailFromName: 'Portal do Programa',
        whatsappTemplates: { patientInvitation: 'convite_paciente', agreementCode: 'codigo_aceite_paciente', requestUpdate: 'atualizacao_solicitacao' },
      },
      providers: { SMS: 'outbox', EMAIL: 'outbox', WHATSAPP: 'simulator' },
      secrets: { smsGatewayToken: false, smtpUrl: false, whatsappToken: true, whatsappAppSecret: false, whatsappVerifyToken: false },
    });
    expect(res.body).not.toContain(TOKEN);
  });

  it('PUT refuses bad input with stable field codes and stores nothing', async () => {
    const bad = await save(form({ emailFromName: 'Programa <x@y>', whatsappTemplates: { ...noOverrides, patientInvitation: 'Convite Paciente' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>()).toMatchObject({
      code: 'validation', fields: { emailFromName: ['validation.senderName'], 'whatsappTemplates.patientInvitation': ['validation.templateName'] },
    });
    expect((await save({ emailFromName: null, whatsappTemplates: noOverrides })).statusCode).toBe(400);
    expect((await save(form({ channels: { ...allOn, SMS: 'no' as unknown as boolean } }))).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: url(programId) })).json<MessagingSettings>().updatedAt).toBeNull();
  });

  it('PUT stores the settings, a blank name going back to the default, with an audit record of before and after', async () => {
    const res = await save(form({
      channels: { ...allOn, EMAIL: false }, emailFromName: '  Programa BemEstar ',
      whatsappTemplates: { patientInvitation: 'convite_bemestar_v2', agreementCode: '', requestUpdate: null },
    }));
    expect(res.statusCode, res.body).toBe(200);
    const read = (await admin({ method: 'GET', url: url(programId) })).json<MessagingSettings>();
    expect(read).toMatchObject({
      channels: { ...allOn, EMAIL: false }, emailFromName: 'Programa BemEstar',
      whatsappTemplates: { patientInvitation: 'convite_bemestar_v2', agreementCode: null, requestUpdate: null },
    });
    expect(read.updatedAt).not.toBeNull();
    const [entry] = await t.app.db.select().from(auditLog)
      .where(and(eq(auditLog.entity, 'messagingSettings'), eq(auditLog.entityId, String(programId)))).orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({ action: 'update', before: { channels: allOn, emailFromName: null }, after: { emailFromName: 'Programa BemEstar' } });
    expect((await save(form())).statusCode).toBe(200);
  });

  it('is an administrator\'s: a doctor gets 403; another programme\'s settings answer 404 like a missing one', async () => {
    expect((await doctor({ method: 'GET', url: url(programId) })).statusCode).toBe(403);
    expect((await save(form(), doctor)).statusCode).toBe(403);
    for (const res of [await admin({ method: 'GET', url: url(otherProgramId) }), await save(form(), admin, otherProgramId)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiError>().code).toBe('programNotFound');
    }
    // A system administrator reaches any programme; one that does not exist is 404.
    expect((await sys({ method: 'GET', url: url(otherProgramId) })).statusCode).toBe(200);
    expect((await sys({ method: 'GET', url: url(999_999) })).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'messagingSettings'), eq(auditLog.entityId, String(otherProgramId))));
    expect(row).toBeUndefined();
  });
});

describe('the messages of a programme follow its settings', () => {
  it('an SMS on a channel turned off is recorded as not sent, and goes again once it is on', async () => {
    expect((await save(form({ channels: { ...allOn, SMS: false } }))).statusCode).toBe(200);
    const [off] = await invite('11972220001');
    expect(off).toMatchObject({ channel: 'SMS', status: 'FAILED', lastError: CHANNEL_OFF, sentAt: null });
    expect((await save(form())).statusCode).toBe(200);
    expect((await invite('11972220002'))[0]).toMatchObject({ channel: 'SMS', status: 'SENT', lastError: null });
  });

  it('WhatsApp turned off: the message is recorded as not sent and its SMS goes out at once; with SMS off too, nothing goes', async () => {
    expect((await save(form({ channels: { ...allOn, WHATSAPP: false } }))).statusCode).toBe(200);
    const [whatsapp, sms] = await invite('11972220003', { whatsapp: true });
    expect(whatsapp).toMatchObject({ channel: 'WHATSAPP', status: 'FAILED', lastError: CHANNEL_OFF, externalId: null });
    expect(sms).toMatchObject({ channel: 'SMS', status: 'SENT', fallbackForId: whatsapp!.id, body: whatsapp!.body });

    expect((await save(form({ channels: { ...allOn, WHATSAPP: false, SMS: false } }))).statusCode).toBe(200);
    const rows = await invite('11972220004', { whatsapp: true });
    expect(rows.map((r) => [r.channel, r.status, r.lastError])).toEqual([['WHATSAPP', 'FAILED', CHANNEL_OFF]]);
    expect((await save(form())).statusCode).toBe(200);
  });

  it('sends the programme\'s template name in place of the environment\'s', async () => {
    expect((await invite('11972220005', { whatsapp: true })).at(-1)).toMatchObject({ channel: 'WHATSAPP', template: { name: 'convite_paciente' } });
    expect((await save(form({ whatsappTemplates: { ...noOverrides, patientInvitation: 'convite_bemestar_v2' } }))).statusCode).toBe(200);
    const [message] = await invite('11972220006', { whatsapp: true });
    expect(message).toMatchObject({ channel: 'WHATSAPP', status: 'SENT', template: { name: 'convite_bemestar_v2', language: 'pt_BR' } });
    // Another programme keeps the environment's.
    const other = (await sys({ method: 'GET', url: url(otherProgramId) })).json<MessagingSettings>();
    expect(other.whatsappTemplates.patientInvitation).toBeNull();
    expect((await save(form())).statusCode).toBe(200);
  });
});

describe('the programme\'s e-mail sender name', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => { smtp = await fakeSmtp(); });
  afterAll(async () => { await smtp.close(); });

  it('goes out as the From display name, with MAIL_FROM\'s address; a message of no programme keeps MAIL_FROM', async () => {
    const email = emailProvider({ ...onboarding, smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, mailFrom: 'Portal <nao-responda@portal.test>' });
    const deps = { ...t.app.deps, email };
    expect((await save(form({ emailFromName: 'Programa BemEstar' }))).statusCode).toBe(200);
    await t.app.db.transaction(async (tx) => {
      await queueEmail(tx, deps, { destination: 'ana@exemplo.com.br', subject: 'Aviso', body: 'Do programa.', programId });
      await queueEmail(tx, deps, { destination: 'bia@exemplo.com.br', subject: 'Aviso', body: 'Do portal.' });
    });
    await runDueJobs({ deps, handlers: JOB_HANDLERS, now: () => new Date() });
    const to = (address: string) => smtp.messages.find((m) => m.to[0]!.includes(address))!.data;
    expect(to('ana@exemplo.com.br')).toMatch(/^From: "?Programa BemEstar"? <nao-responda@portal\.test>\r?$/m);
    expect(to('bia@exemplo.com.br')).toMatch(/^From: "?Portal"? <nao-responda@portal\.test>\r?$/m);
    expect((await save(form())).statusCode).toBe(200);
  });
});
