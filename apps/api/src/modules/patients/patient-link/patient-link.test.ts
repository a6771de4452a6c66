import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { PatientCheck, PatientExport, PrivacyOverview } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { outboundMessages, patientConsents, patients, procedures } from '#db/schema/index.ts';
import { cpfOf } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { demoExamGroup, insertProcedure } from '#requests/procedures/procedures.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let programId: number;
let doctorId: number;
const CPF = cpfOf(91_201);
const PHONE = '11988887777';
let code: string;
let procedureId: number;
let ipSeq = 0;
/** Each scenario its own address, so the limit per IP address of one never reaches another. */
const freshIp = () => `10.12.0.${++ipSeq}`;

const anon = (opts: InjectOptions, ip = '10.12.9.9') => t.app.inject({ ...opts, remoteAddress: ip });

async function invite(cpf: string, name = 'Maria Convidada Souza', destination = PHONE) {
  return doctor({ method: 'POST', url: '/api/patients', payload: { patientName: name, patientCpf: cpf, destination } });
}

async function lastSmsTo(destination: string) {
  const [row] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, destination)).orderBy(desc(outboundMessages.id)).limit(1);
  return row!;
}

const codeIn = (body: string) => /\/p\/([A-Z0-9]+)/.exec(body)![1]!;

const check = (c: string, cpf: string, ip = freshIp()) => anon({ method: 'GET', url: `/api/procedures/by-code/${c}/${cpf}` }, ip);

async function tokenFor(c: string, cpf: string) {
  const res = await check(c, cpf);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PatientCheck>().token;
}

const confirmBody = (over: Record<string, unknown> = {}) => ({
  patient: {
    cpf: CPF, name: 'Maria Convidada Souza', gender: 'FEMALE', birthDate: '1980-05-10', email: 'maria@exemplo.com.br',
    phone: PHONE, acceptSms: true, acceptEmail: true, acceptPhone: false, acceptTerms: true, ...over,
  },
});

const privacy = (c: string, token: string | undefined, path = '', opts: Partial<InjectOptions> = {}) =>
  anon({ method: 'GET', url: `/api/procedures/by-code/${c}/privacy${path}`, headers: token ? { 'x-patient-token': token } : {}, ...opts });

useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  programId = await t.programId('BEMESTAR');
  doctorId = await t.userId('medico@demo.com.br');
});

describe('POST /patients: the invitation (spec §5 Patient invite)', () => {
  it('sends the patient an SMS with the public link of a new unguessable code', async () => {
    const res = await invite(CPF);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toHaveProperty('sentAt');
    const sms = await lastSmsTo(PHONE);
    expect(sms.channel).toBe('SMS');
    // The programme is named once, as its name says it ("Programa Bem Estar"), never "programa Programa".
    expect(sms.body).toMatch(/^Olá, Maria! Você foi convidado\(a\) para o Programa Bem Estar\. Confirme seu cadastro em \S+\/p\/[A-Z0-9]+$/);
    code = codeIn(sms.body);
    expect(code.length).toBeGreaterThanOrEqual(8);
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.code, code));
    expect(row).toMatchObject({ type: 'PATIENTS', status: 'OPEN', programId, createdById: doctorId });
    procedureId = row!.id;
  });

  it('asks for name, CPF and cellphone, in that order', async () => {
    const res = await doctor({ method: 'POST', url: '/api/patients', payload: { patientName: '', patientCpf: '123', destination: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string[]> }>().fields)).toEqual(['patientName', 'patientCpf', 'destination']);
  });

  it('is the doctors\' screen: an administrator is refused, a visitor is not signed in', async () => {
    const admin = await t.as('ADMIN');
    expect((await admin({ method: 'POST', url: '/api/patients', payload: { patientName: 'A', patientCpf: CPF, destination: PHONE } })).statusCode).toBe(403);
    expect((await anon({ method: 'POST', url: '/api/patients', payload: { patientName: 'A', patientCpf: CPF, destination: PHONE } })).statusCode).toBe(401);
  });
});

describe('GET /programs/by-procedure/{code}: any procedure\'s code opens the page', () => {
  it('answers the programme with its consent term version and its date, and its phone lines', async () => {
    const res = await anon({ method: 'GET', url: `/api/programs/by-procedure/${code}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: programId, slug: 'BEMESTAR', termVersion: expect.any(String) as string, expired: false,
      phoneLines: ['Oncologia: (11) 4000-1001', 'Reumatologia: (11) 4000-1002'],
    });
    expect(Date.parse(res.json<{ termVersionDate: string }>().termVersionDate)).not.toBeNaN();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown code 404 patientProcedureNotFound', async () => {
    const res = await anon({ method: 'GET', url: '/api/programs/by-procedure/NAOEXISTE123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'patientProcedureNotFound' });
  });

  it('works for a request of another type too (an exam request\'s code)', async () => {
    const group = await demoExamGroup(t.app.db, programId);
    const exam = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, patient: { name: 'Paulo Exame', cpf: cpfOf(91_210) } });
    expect((await anon({ method: 'GET', url: `/api/programs/by-procedure/${exam.code}` })).statusCode).toBe(200);
    expect((await check(exam.code, cpfOf(91_210))).statusCode).toBe(200);
  });
});

describe('GET /procedures/by-code/{code}/{cpf}: the CPF check', () => {
  it('answers a wrong CPF and an unknown code with the same 404 body', async () => {
    const wrongCpf = await check(code, cpfOf(91_299));
    const unknownCode = await check('ZZZZZZZZZZZZ', CPF);
    expect(wrongCpf.statusCode).toBe(404);
    expect(unknownCode.statusCode).toBe(404);
    expect(wrongCpf.body).toBe(unknownCode.body);
    expect(wrongCpf.json()).toMatchObject({ code: 'patientProcedureNotFound' });
  });

  it('answers the patient, every consent unticked before their first confirmation (LGPD art. 8), and a token', async () => {
    const res = await check(code, CPF);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PatientCheck>();
    expect(body).toMatchObject({
      procedureType: 'PATIENTS', confirmedAt: null,
      patient: { cpf: CPF, name: 'Maria Convidada Souza', phone: PHONE, acceptSms: false, acceptEmail: false, acceptPhone: false, acceptTerms: false },
    });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('shows the §8 message for a first-medicine code whose medicine was not released for the CPF', async () => {
    const group = await demoExamGroup(t.app.db, programId);
    const fm = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, type: 'FIRST_MEDICINE', patient: { name: 'Rui Remédio', cpf: cpfOf(91_220) } });
    const res = await check(fm.code, cpfOf(91_220));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'medicineNotReleased' });
    // A CPF that does not match still gives nothing away.
    expect((await check(fm.code, cpfOf(91_221))).json()).toMatchObject({ code: 'patientProcedureNotFound' });
    const released = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, type: 'FIRST_MEDICINE', status: 'APPROVED', patient: { name: 'Rui Remédio', cpf: cpfOf(91_220) } });
    expect((await check(released.code, cpfOf(91_220))).statusCode).toBe(200);
  });
});

describe('PUT /procedures/by-code/{code}/patient: step 2', () => {
  const put = (body: unknown, c = code) => anon({ method: 'PUT', url: `/api/procedures/by-code/${c}/patient`, payload: body as object }, freshIp());

  it('needs the terms and at least one contact channel', async () => {
    const none = await put(confirmBody({ acceptSms: false, acceptEmail: false, acceptPhone: false }));
    expect(none.statusCode).toBe(400);
    expect(none.json<{ fields: Record<string, string[]> }>().fields['patient.acceptSms']).toEqual(['validation.atLeastOneContact']);
    const terms = await put(confirmBody({ acceptTerms: false }));
    expect(terms.statusCode).toBe(400);
    expect(terms.json<{ fields: Record<string, string[]> }>().fields['patient.acceptTerms']).toEqual(['validation.programTermsRequired']);
    const withoutTerms = await put(confirmBody({ acceptTerms: undefined }));
    expect(withoutTerms.statusCode).toBe(400);
    expect(withoutTerms.json<{ fields: Record<string, string[]> }>().fields['patient.acceptTerms']).toEqual(['validation.programTermsRequired']);
    // Nothing was recorded by the refusals.
    const recorded = await t.app.db.select().from(patientConsents).where(eq(patientConsents.procedureId, procedureId));
    expect(recorded).toEqual([]);
  });

  it('refuses a CPF that is not the code\'s patient\'s with the same 404', async () => {
    const res = await put(confirmBody({ cpf: cpfOf(91_298) }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'patientProcedureNotFound' });
  });

  it('stores the data, records exactly the channels ticked with term version and date, time and IP, and concludes the invitation', async () => {
    const ip = '10.12.50.1';
    const { termVersion, termVersionDate } = (await anon({ method: 'GET', url: `/api/programs/by-procedure/${code}` })).json<{ termVersion: string; termVersionDate: string }>();
    // Phone is left out of the body: absent is not ticked.
    const res = await anon({ method: 'PUT', url: `/api/procedures/by-code/${code}/patient`, payload: confirmBody({ acceptPhone: undefined }) }, ip);
    expect(res.statusCode, res.body).toBe(200);
    const consents = await t.app.db.select().from(patientConsents).innerJoin(patients, eq(patients.id, patientConsents.patientId))
      .where(and(eq(patients.cpf, CPF), eq(patients.programId, programId)));
    expect(consents.map((c) => [c.patient_consents.channel, c.patient_consents.granted]).sort())
      .toEqual([['EMAIL', true], ['SMS', true], ['TERMS', true]]);
    for (const { patient_consents: c } of consents) {
      expect(c.ip).toBe(ip);
      expect(c.termVersion).toBe(termVersion);
      expect(c.termDate?.toISOString()).toBe(termVersionDate);
      expect(c.procedureId).toBe(procedureId);
    }
    expect(consents[0]!.patients.details).toMatchObject({ acceptSms: true, acceptEmail: true, acceptPhone: false });
    expect(consents[0]!.patients).toMatchObject({ email: 'maria@exemplo.com.br', gender: 'FEMALE', birthDate: '1980-05-10' });
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, procedureId));
    expect(row!.status).toBe('CONCLUDED');
    const again = (await check(code, CPF)).json<PatientCheck>();
    expect(again.confirmedAt).not.toBeNull();
    // Reopening the link shows the patient's own choices.
    expect(again.patient).toMatchObject({ acceptSms: true, acceptEmail: true, acceptPhone: false, acceptTerms: true });
  });
});

describe('The privacy centre on the link (LGPD art. 18)', () => {
  it('needs the token of a passed CPF check, for this code', async () => {
    expect((await privacy(code, undefined)).json()).toMatchObject({ code: 'invalidToken' });
    expect((await privacy(code, 'forjado.assinatura')).statusCode).toBe(401);
    const cpf = cpfOf(91_203);
    await invite(cpf, 'Terceira Pessoa', '11966665555');
    const other = codeIn((await lastSmsTo('11966665555')).body);
    const otherToken = await tokenFor(other, cpf);
    expect((await privacy(code, otherToken)).statusCode).toBe(401);
  });

  it('lists each consent with its version and date, and who in the programme read the data', async () => {
    const token = await tokenFor(code, CPF);
    // The doctor opens the invitation's record: a read of the patient's data.
    expect((await doctor({ method: 'GET', url: `/api/procedures/${procedureId}` })).statusCode).toBe(200);
    const res = await privacy(code, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PrivacyOverview>();
    // A channel never granted has no event (the page shows it as not authorised).
    expect(body.consents.map((c) => [c.channel, c.status])).toEqual([['SMS', 'GRANTED'], ['EMAIL', 'GRANTED'], ['TERMS', 'GRANTED']]);
    expect(body.consents[0]!.termVersion).toBeTruthy();
    expect(body.consents[0]!.termDate).toEqual(expect.any(String));
    expect(body.reads[0]).toMatchObject({ actorName: 'Dr. Marcos Medeiros', actorType: 'DOCTOR', action: 'procedure.read' });
  });

  it('revokes a consent at once: recorded, the contact flag cleared, and no more invitations by SMS', async () => {
    const token = await tokenFor(code, CPF);
    const ip = '10.12.60.1';
    const res = await anon({ method: 'POST', url: `/api/procedures/by-code/${code}/privacy/revoke`, headers: { 'x-patient-token': token }, payload: { channel: 'SMS' } }, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrivacyOverview>().consents.find((c) => c.channel === 'SMS')).toMatchObject({ granted: false, status: 'REVOKED' });
    // Reopening the link shows SMS unticked.
    expect((await check(code, CPF)).json<PatientCheck>().patient).toMatchObject({ acceptSms: false, acceptEmail: true });
    const [last] = await t.app.db.select().from(patientConsents).orderBy(desc(patientConsents.id)).limit(1);
    expect(last).toMatchObject({ channel: 'SMS', granted: false, ip });
    const [p] = await t.app.db.select().from(patients).where(and(eq(patients.cpf, CPF), eq(patients.programId, programId)));
    expect(p!.details.acceptSms).toBe(false);
    const again = await invite(CPF);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'patientSmsConsentRevoked' });
    const twice = await anon({ method: 'POST', url: `/api/procedures/by-code/${code}/privacy/revoke`, headers: { 'x-patient-token': token }, payload: { channel: 'SMS' } });
    expect(twice.json()).toMatchObject({ code: 'consentNotGranted' });
  });

  it('exports everything held about the patient as JSON', async () => {
    const token = await tokenFor(code, CPF);
    const res = await privacy(code, token, '/export');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PatientExport>();
    expect(body.patient).toMatchObject({ cpf: CPF, email: 'maria@exemplo.com.br', acceptSms: false });
    expect(body.consentHistory.map((c) => [c.channel, c.status])).toEqual([['SMS', 'GRANTED'], ['EMAIL', 'GRANTED'], ['TERMS', 'GRANTED'], ['SMS', 'REVOKED']]);
    expect(body.consentHistory.every((c) => c.ip)).toBe(true);
    expect(body.procedures).toContainEqual(expect.objectContaining({ code, type: 'PATIENTS', requesterName: 'Dr. Marcos Medeiros' }));
    expect(body.reads.length).toBeGreaterThan(0);
  });

  it('on a new confirmation, records a channel unticked since as revoked and a newly ticked one as granted, and nothing unchanged', async () => {
    const before = (await t.app.db.select().from(patientConsents).where(eq(patientConsents.procedureId, procedureId))).length;
    const res = await anon({ method: 'PUT', url: `/api/procedures/by-code/${code}/patient`, payload: confirmBody({ acceptSms: false, acceptEmail: false, acceptPhone: true }) }, freshIp());
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.db.select().from(patientConsents).where(eq(patientConsents.procedureId, procedureId)).orderBy(patientConsents.id);
    expect(rows.slice(before).map((c) => [c.channel, c.granted])).toEqual([['EMAIL', false], ['PHONE', true]]);
    const token = await tokenFor(code, CPF);
    expect((await privacy(code, token)).json<PrivacyOverview>().consents.map((c) => [c.channel, c.status]))
      .toEqual([['SMS', 'REVOKED'], ['EMAIL', 'REVOKED'], ['PHONE', 'GRANTED'], ['TERMS', 'GRANTED']]);
  });
});

describe('A cancelled invitation\'s link', () => {
  it('says it expired: the programme (with its phone lines) answers expired, the CPF check 410 patientLinkExpired', async () => {
    const cpf = cpfOf(91_204);
    await invite(cpf, 'Paciente Cancelado', '11955554444');
    const cancelled = codeIn((await lastSmsTo('11955554444')).body);
    await t.app.db.update(procedures).set({ status: 'CANCELED' }).where(eq(procedures.code, cancelled));
    const program = await anon({ method: 'GET', url: `/api/programs/by-procedure/${cancelled}` });
    expect(program.json()).toMatchObject({ expired: true, phoneLines: ['Oncologia: (11) 4000-1001', 'Reumatologia: (11) 4000-1002'] });
    const res = await check(cancelled, cpf);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'patientLinkExpired' });
  });
});

describe('Programmes stay apart on the link', () => {
  it('keeps one patient per programme: another programme\'s invitation, consents and reads are not this one\'s', async () => {
    const programB = await t.programId('ABRACARAVIDA');
    const { code: codeB } = await insertProcedure(t.app.db, {
      programId: programB, requesterId: doctorId, group: await demoExamGroup(t.app.db, programB), type: 'PATIENTS',
      patient: { name: 'Maria Em Outro Programa', cpf: CPF },
    });
    const tokenB = await tokenFor(codeB, CPF);
    const b = (await privacy(codeB, tokenB)).json<PrivacyOverview>();
    expect(b).toMatchObject({ patientName: 'Maria Em Outro Programa', consents: [], reads: [] });
    // Programme A's token does not open programme B's link.
    expect((await privacy(codeB, await tokenFor(code, CPF))).statusCode).toBe(401);
    expect((await anon({ method: 'GET', url: `/api/programs/by-procedure/${codeB}` })).json()).toMatchObject({ slug: 'ABRACARAVIDA' });
  });
});

describe('The limit of CPF attempts: 20 per code and per address within 15 minutes', () => {
  it('answers the 21st attempt on one address within 15 minutes 429', async () => {
    const ip = freshIp();
    // Twenty tries of made-up codes from one address…
    for (let i = 0; i < 20; i++) expect((await check(`INVENTADO${i}X`, cpfOf(92_000 + i), ip)).statusCode).toBe(404);
    // …and the next try from it is refused, even with the right code and CPF.
    const res = await check(code, CPF, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'tooManyRequests' });
    expect(res.headers['retry-after']).toBe('900');
  });

  it('answers the 21st attempt on one code within 15 minutes 429, from any address', async () => {
    const cpf = cpfOf(91_202);
    await invite(cpf, 'Outro Paciente', '11977776666');
    const other = codeIn((await lastSmsTo('11977776666')).body);
    for (let i = 0; i < 20; i++) expect((await check(other, cpfOf(93_000 + i))).statusCode).toBe(404);
    expect((await check(other, cpf)).statusCode).toBe(429);
    // The limit is the code's: the first code still answers.
    expect((await check(code, CPF)).statusCode).toBe(200);
  });
});

describe('The verification code of a link whose doctor does not read the record (decision 0063)', () => {
  it('sends one code for many CPF checks at once, each answering when the next is possible', async () => {
    const cpf = cpfOf(91_230);
    const phone = '11944443333';
    const group = await demoExamGroup(t.app.db, programId);
    // The record came from another requester: the doctor's link must send a code to the phone on record.
    await insertProcedure(t.app.db, { programId, requesterId: await t.userId('admin@demo.com.br'), group, patient: { name: 'Rita Registro Alheio', cpf } });
    await t.app.db.update(patients).set({ phone }).where(and(eq(patients.programId, programId), eq(patients.cpf, cpf)));
    expect((await invite(cpf)).statusCode).toBe(201);
    const [link] = await t.app.db.select({ code: procedures.code }).from(procedures)
      .where(and(eq(procedures.createdById, doctorId), eq(procedures.type, 'PATIENTS'))).orderBy(desc(procedures.id)).limit(1);
    const before = (await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, phone))).length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => check(link!.code, cpf)));
    expect(answers.map((r) => [r.statusCode, r.json<{ verification?: string }>().verification])).toEqual(Array.from({ length: 8 }, () => [200, 'SMS']));
    expect((await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, phone))).length).toBe(before + 1);
  });
});
