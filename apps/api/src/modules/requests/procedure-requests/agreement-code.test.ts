import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { loadConfig } from '#platform/config.ts';
import { outboundMessages, patientConsents, patients } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { lastSms, newPhone } from '#identity/signup/signup.test-helpers.ts';
import { cpfOf, demoExamConfig, type DemoExamConfig } from './exam-request.test-helpers.ts';

/** `POST /codes/authenticated`: the agreement code goes from the server's text, to the patient, within a quota. */
const QUOTA = 4;
let t: TestApp;
let c: DemoExamConfig;
let doctor: Client;

useTestApp(async (app) => {
  t = app;
  c = await demoExamConfig(t.app.db);
  doctor = await t.as('DOCTOR');
}, { onboarding: { ...loadConfig({ NODE_ENV: 'test' }).onboarding, agreementCodeMaxPerUserPerHour: QUOTA } });

let seed = 5000;
const send = (as: Client, body: Record<string, unknown>) => as({ method: 'POST', url: '/api/codes/authenticated', payload: { type: 'SMS', ...body } });
const forPatient = (extra: Record<string, unknown> = {}) => ({ examGroupId: c.consent.id, patientCpf: cpfOf(seed++), destination: newPhone(), ...extra });

describe('POST /codes/authenticated', () => {
  it('sends the exam group’s own term link to the patient’s phone; a link the caller sends is not used', async () => {
    const body = forPatient({ patientAgreementUrl: 'https://golpe.example/pague' });
    const res = await send(doctor, body);
    expect(res.statusCode, res.body).toBe(200);
    const sms = (await lastSms(t, body.destination))!;
    expect(sms.body).toContain('/templates/termo-de-consentimento-padrao.pdf');
    expect(sms.body).toMatch(/^https?:\/\/|\shttps?:\/\//);
    expect(sms.body).not.toContain('golpe.example');
  });

  it('refuses another programme’s or a missing group alike (404), and a group that asks no agreement (400)', async () => {
    const other = await demoExamConfig(t.app.db, 'ABRACARAVIDA');
    const foreign = await send(doctor, forPatient({ examGroupId: other.consent.id }));
    const missing = await send(doctor, forPatient({ examGroupId: 999_999 }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json<ApiError>().code).toBe('examGroupNotFound');
    const noAgreement = await send(doctor, forPatient({ examGroupId: c.genetic.id }));
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json<ApiError>().code).toBe('examGroupWithoutAgreement');
  });

  it('goes by WhatsApp to a patient who accepted it, even after revoking SMS, and with no SMS fallback then', async () => {
    const body = forPatient();
    const [patient] = await t.app.db.insert(patients).values({ programId: c.programId, cpf: body.patientCpf, name: 'Irene Zap', phone: body.destination }).returning();
    await t.app.db.insert(patientConsents).values([
      { programId: c.programId, patientId: patient!.id, channel: 'WHATSAPP', granted: true, termVersion: 'v1' },
      { programId: c.programId, patientId: patient!.id, channel: 'SMS', granted: false, termVersion: 'v1' },
    ]);
    const res = await send(doctor, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastSms(t, body.destination)).toBeUndefined();
    const [message] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, body.destination));
    expect(message).toMatchObject({ channel: 'WHATSAPP', smsFallback: false, template: { name: 'codigo_aceite_paciente', language: 'pt_BR' } });
    const [code, url] = message!.template!.parameters;
    expect(message!.body).toContain(code);
    expect(url).toContain('/templates/termo-de-consentimento-padrao.pdf');
  });

  it('refuses the doctor\'s own patient who revoked SMS consent in the programme (409), and sends nothing', async () => {
    const body = forPatient();
    // The doctor's invitation makes the patient theirs (decision 0041); another doctor's is decision 0063's (patient-probes.test.ts).
    const invited = await doctor({ method: 'POST', url: '/api/patients', payload: { patientName: 'Teresa Lima', patientCpf: body.patientCpf, destination: body.destination } });
    expect(invited.statusCode, invited.body).toBe(201);
    const [patient] = await t.app.db.select().from(patients).where(eq(patients.cpf, body.patientCpf));
    await t.app.db.insert(patientConsents).values([
      { programId: c.programId, patientId: patient!.id, channel: 'SMS', granted: true, termVersion: 'v1', at: new Date(Date.now() - 60_000) },
      { programId: c.programId, patientId: patient!.id, channel: 'SMS', granted: false, termVersion: 'v1' },
    ]);
    const before = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, body.destination));
    const res = await send(doctor, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'patientSmsConsentRevoked', message: 'O paciente não autoriza mensagens por SMS neste programa: ele não marcou essa opção no link ou revogou a autorização.' });
    expect(await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, body.destination))).toEqual(before);
  });

  it('validates the patient’s CPF and phone, and refuses anonymous callers', async () => {
    const bad = await send(doctor, { examGroupId: c.consent.id, patientCpf: '111', destination: '12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ApiError>().fields ?? {}).sort()).toEqual(['destination', 'patientCpf']);
    expect((await send(t.anon, forPatient())).statusCode).toBe(401);
  });

  it('lets each user send at most the configured number an hour (429 agreementCodeQuotaExceeded), others unaffected', async () => {
    const sysadmin = await t.as('SYSADMIN');
    const user = doctor;
    // Earlier tests of this file already spent part of the doctor's quota: send until refused.
    const answers: number[] = [];
    for (let i = 0; i <= QUOTA; i++) answers.push((await send(user, forPatient())).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(QUOTA);
    const refused = await send(user, forPatient());
    expect(refused.json<ApiError>().code).toBe('agreementCodeQuotaExceeded');
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json<ApiError>().message).toContain('limite');
    expect((await send(sysadmin, forPatient({ programId: c.programId }))).statusCode).toBe(200);
  });
});
