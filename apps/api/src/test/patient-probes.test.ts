import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundMessages, patientConsents, patients } from '#db/schema/index.ts';
import { cpfOf, demoExamConfig, geneticRequest, type DemoExamConfig } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { demoTravelConfig, travelRequest, type DemoTravelConfig } from '#requests/procedure-requests/travel-request.test-helpers.ts';
import { giveExamVouchers } from '#requests/procedures/procedures.test-helpers.ts';
import { secondDoctor } from './second-doctor.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';

/**
 * Decision 0063: wherever a doctor submits a CPF, another doctor's patient answers exactly like an
 * unknown CPF — status, code and body (values that differ by nature, ids, codes and times, by their
 * type) — and nothing reaches that patient's phone that an unknown CPF's answer would not explain.
 * Doctor A's patients are in the states that used to leak (SMS revoked, an open exam or travel
 * request, a minor on file, invited a moment ago); doctor B probes each and an unknown CPF alike.
 */
let t: TestApp;
let a: Client;
let b: Client;
let program: number;
let exams: DemoExamConfig;
let travel: DemoTravelConfig;
let seq = 0;
const unknownCpf = () => cpfOf(979_000 + ++seq);

interface Patient { cpf: string; phone: string }
const patientNo = (n: number): Patient => ({ cpf: cpfOf(979_500 + n), phone: `1197950${String(1000 + n)}` });
const REVOKED = patientNo(1);
const OPEN_EXAM = patientNo(2);
const OPEN_TRAVEL = patientNo(3);
const MINOR = patientNo(4);
const INVITED = patientNo(5);

async function ok(res: Promise<LightMyRequestResponse>, what: string) {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`fixture ${what}: ${r.statusCode} ${r.body}`);
}

const invite = (as: Client, cpf: string, destination = '11900002222') =>
  as({ method: 'POST', url: '/api/patients', payload: { patientName: 'Nome Digitado Sonda', patientCpf: cpf, destination } });

useTestApp(async (app) => {
  t = app;
  program = await t.programId('BEMESTAR');
  exams = await demoExamConfig(t.app.db);
  travel = await demoTravelConfig(t.app.db);
  const aId = await t.userId('medico@demo.com.br');
  const bId = await secondDoctor(t, aId, program);
  a = await t.as('medico@demo.com.br');
  b = await t.as('pendente@demo.com.br');
  const admin = await t.as('ADMIN');
  await giveExamVouchers(admin, program, { examGroupId: exams.genetic.id, followupId: exams.followupId, examIds: exams.genetic.exams }, bId);
  for (const p of [REVOKED, MINOR, INVITED]) await ok(invite(a, p.cpf, p.phone), `invite ${p.cpf}`);
  const [revoked] = await t.app.db.select().from(patients).where(and(eq(patients.programId, program), eq(patients.cpf, REVOKED.cpf)));
  await t.app.db.insert(patientConsents).values({ programId: program, patientId: revoked!.id, channel: 'SMS', granted: false, termVersion: 'v1' });
  await t.app.db.update(patients).set({ birthDate: '2015-03-01' }).where(and(eq(patients.programId, program), eq(patients.cpf, MINOR.cpf)));
  const adult = { name: 'Paciente Do Doutor A', phone: OPEN_EXAM.phone, birthDate: '1970-01-01' };
  await ok(a({ method: 'POST', url: '/api/procedures', payload: geneticRequest(exams, 0, { patient: { cpf: OPEN_EXAM.cpf, ...adult } }) }), 'exam');
  await ok(a({ method: 'POST', url: '/api/procedures', payload: travelRequest(travel, 0, { patient: { cpf: OPEN_TRAVEL.cpf, ...adult, phone: OPEN_TRAVEL.phone, caregiverName: 'Cuidador A' } }) }), 'travel');
});

const VOLATILE = new Set(['id', 'code', 'sentAt', 'expiresAt', 'resendAt']);
/** Status and body, with the values that differ between any two answers replaced by their type. */
function answerOf(r: LightMyRequestResponse): string {
  const body = r.body ? JSON.parse(r.body, (k, v: unknown) => (VOLATILE.has(k) ? typeof v : v)) as unknown : null;
  return `${r.statusCode} ${JSON.stringify(body)}`;
}
const messagesTo = async (phone: string) => (await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, phone))).length;

/** B's answer about A's patient, B's answer about an unknown CPF, and the messages the patient got meanwhile. */
async function probe(patient: Patient, ask: (cpf: string) => Promise<LightMyRequestResponse>) {
  const before = await messagesTo(patient.phone);
  const unknown = await ask(unknownCpf());
  const other = await ask(patient.cpf);
  return { other: answerOf(other), unknown: answerOf(unknown), messages: (await messagesTo(patient.phone)) - before };
}

describe('another doctor\'s patient answers like an unknown CPF', () => {
  it('POST /patients: a patient who revoked SMS (was 409 patientSmsConsentRevoked), and nothing is sent', async () => {
    const { other, unknown, messages } = await probe(REVOKED, (cpf) => invite(b, cpf));
    expect(other).toBe(unknown);
    expect(unknown).toMatch(/^201 /);
    expect(messages).toBe(0);
  });

  it('POST /patients: a patient invited a moment ago (the patient\'s limit) — nothing is sent, nothing is told', async () => {
    const { other, unknown, messages } = await probe(INVITED, (cpf) => invite(b, cpf));
    expect(other).toBe(unknown);
    expect(messages).toBe(0);
  });

  it('POST /codes/authenticated: a patient who revoked SMS (was 409 patientSmsConsentRevoked), and nothing is sent', async () => {
    const { other, unknown, messages } = await probe(REVOKED, (cpf) => b({
      method: 'POST', url: '/api/codes/authenticated',
      payload: { type: 'SMS', programId: program, examGroupId: exams.consent.id, patientCpf: cpf, destination: `1190000${String(3000 + seq)}` },
    }));
    expect(other).toBe(unknown);
    expect(unknown).toMatch(/^200 /);
    expect(messages).toBe(0);
  });

  it('POST /procedures: an exam while A\'s exam of the group is open (was 400 existingPatientProcedure)', async () => {
    const { other, unknown } = await probe(OPEN_EXAM, (cpf) => b({
      method: 'POST', url: '/api/procedures', payload: geneticRequest(exams, 0, { patient: { cpf, name: 'Nome Digitado', phone: '11900004444', birthDate: '1980-05-10' } }),
    }));
    expect(other).toBe(unknown);
    expect(unknown).toMatch(/^201 /);
  });

  it('POST /procedures: a travel while A\'s travel for the follow-up is under way (was 400 eligibilityRejectedTravel)', async () => {
    const { other, unknown } = await probe(OPEN_TRAVEL, (cpf) => b({
      method: 'POST', url: '/api/procedures', payload: travelRequest(travel, 0, { patient: { cpf, name: 'Nome Digitado', phone: '11900005555', birthDate: '1980-05-10', caregiverName: 'Cuidador B' } }),
    }));
    expect(other).toBe(unknown);
    expect(unknown).toMatch(/^201 /);
  });

  it('POST /procedures: a minor on file, typed as an adult (was 400 patientUnderage)', async () => {
    const { other, unknown } = await probe(MINOR, (cpf) => b({
      method: 'POST', url: '/api/procedures', payload: geneticRequest(exams, 0, { patient: { cpf, name: 'Nome Digitado', phone: '11900006666', birthDate: '1980-05-10' } }),
    }));
    expect(other).toBe(unknown);
  });

  it('GET /patients/data-by-cpf: the same empty answer (decision 0041, still)', async () => {
    const { other, unknown } = await probe(OPEN_EXAM, (cpf) => b({ method: 'GET', url: `/api/patients/data-by-cpf/${cpf}/${program}` }));
    expect(other).toBe(unknown);
  });
});

describe('the doctor who reads the record is still told', () => {
  it('A\'s own patient who revoked SMS: 409 patientSmsConsentRevoked, A\'s own open exam: 400 existingPatientProcedure', async () => {
    const revoked = await invite(a, REVOKED.cpf);
    expect([revoked.statusCode, revoked.json<{ code: string }>().code]).toEqual([409, 'patientSmsConsentRevoked']);
    const twice = await a({
      method: 'POST', url: '/api/procedures', payload: geneticRequest(exams, 0, { patient: { cpf: OPEN_EXAM.cpf, name: 'X', phone: OPEN_EXAM.phone, birthDate: '1970-01-01' } }),
    });
    expect([twice.statusCode, twice.json<{ code: string }>().code]).toEqual([400, 'existingPatientProcedure']);
  });

  it('B, once they have their own open exam for A\'s patient, is refused a second one like for any CPF they requested for', async () => {
    const again = await b({
      method: 'POST', url: '/api/procedures', payload: geneticRequest(exams, 0, { patient: { cpf: OPEN_EXAM.cpf, name: 'Nome Digitado', phone: '11900004444', birthDate: '1980-05-10' } }),
    });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([400, 'existingPatientProcedure']);
  });
});
