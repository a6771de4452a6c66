import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, flattenContract, type Endpoint } from '@portal/domain/contracts';
import type { PatientData } from '@portal/domain';
import { outboundMessages, patients, procedures } from '#db/schema/index.ts';
import { simulatedPatient } from '#integrations/patient-care/simulator-data.ts';
import { cpfOf, demoExamConfig } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { demoTravelConfig, travelRequest, type DemoTravelConfig } from '#requests/procedure-requests/travel-request.test-helpers.ts';
import { loadConfig } from '#platform/config.ts';
import { secondDoctor } from './second-doctor.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';

/**
 * Decision 0041, end to end: a patient belongs to the doctors who requested for or invited them,
 * and a doctor reads only the record of their own patients. Two doctors of one programme each
 * invite their patients; then every endpoint that takes a patient's CPF or a patient id (found in
 * `contract` by its parameter names, as cross-program.test.ts finds record ids) is called by each
 * doctor about each doctor's patients. Another doctor's patient answers exactly like an unknown
 * CPF or id, and nothing a doctor sends about another's patient changes the record or reaches a
 * phone the doctor typed. An endpoint that takes a patient's CPF or id and has neither a case in
 * CASES nor a reason in EXEMPT fails the coverage test.
 */

type Doctor = 'A' | 'B';
const DOCTORS: readonly Doctor[] = ['A', 'B'];
const PAIRS = DOCTORS.flatMap((actor) => DOCTORS.map((target) => ({ actor, target, own: actor === target })));
/** What a doctor types about a patient who is not theirs: must never be stored, answered or messaged. */
const TYPED = { name: 'Nome Digitado Intruso', phone: '11900001111', birthDate: '1990-01-01' };

interface Patient { cpf: string; name: string; phone: string }
interface DoctorWorld {
  client: Client;
  id: number;
  crm: string;
  uf: string;
  /** Patients the doctor invited: `main` for the reads, one per other doctor for each write probe. */
  patients: Record<'main' | `${'request' | 'code' | 'check' | 'verify' | 'confirm'}${Doctor}`, Patient>;
  /** A patient the patient-care system says this doctor follows. */
  care: { id: string; cpf: string; name: string };
}

let t: TestApp;
let program: number;
let travel: DemoTravelConfig;
let agreementGroup: number;
const world = {} as Record<Doctor, DoctorWorld>;
let seed = 0;
const UNKNOWN_CPF = cpfOf(977_001);

const patientOf = (doctor: Doctor, n: number): Patient => ({
  cpf: cpfOf(977_100 + n), name: `Paciente ${doctor}${n} Relação`, phone: `1199${String(1_000_000 + n * 7_919).slice(0, 7)}`,
});

async function ok(res: Promise<LightMyRequestResponse>, what: string): Promise<LightMyRequestResponse> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`fixture ${what}: ${r.statusCode} ${r.body}`);
  return r;
}

/** The record on file, as its own doctor's CPF pre-fill answers it. */
const onFile = async (owner: Doctor, cpf: string) =>
  (await world[owner].client({ method: 'GET', url: `/api/patients/data-by-cpf/${cpf}/${program}` })).json<PatientData>();

const lastSms = async () => (await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.channel, 'SMS'))
  .orderBy(desc(outboundMessages.id)).limit(1))[0]!;

/** The newest procedure of a doctor for a patient (the code the doctor sees in their lists). */
async function newestProcedure(doctorId: number, cpf: string) {
  const [row] = await t.app.db.select({ id: procedures.id, code: procedures.code }).from(procedures)
    .innerJoin(patients, eq(patients.id, procedures.patientId))
    .where(and(eq(procedures.createdById, doctorId), eq(patients.cpf, cpf), eq(patients.programId, program)))
    .orderBy(desc(procedures.id)).limit(1);
  if (!row) throw new Error(`no procedure of ${doctorId} for ${cpf}`);
  return row;
}

let ipSeq = 0;
/** A visitor of the public link, each call from its own address (the limits per address never interfere). */
const visitor = (opts: InjectOptions) => t.app.inject({ ...opts, remoteAddress: `10.41.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

/** The actor's link for the patient: their invitation's code, which they read in their own lists. */
async function linkOf(actor: Doctor, patient: Patient): Promise<string> {
  await ok(world[actor].client({ method: 'POST', url: '/api/patients', payload: { patientName: TYPED.name, patientCpf: patient.cpf, destination: TYPED.phone } }), 'invite');
  return (await newestProcedure(world[actor].id, patient.cpf)).code;
}

const confirmBody = (cpf: string) => ({
  patient: {
    cpf, name: TYPED.name, gender: 'MALE', birthDate: TYPED.birthDate, email: 'intruso@exemplo.com.br', phone: TYPED.phone,
    acceptSms: true, acceptEmail: true, acceptPhone: true, acceptTerms: true,
  },
});

/** Status, error code and body, for "answers exactly like" comparisons. */
const answer = (r: LightMyRequestResponse) => `${r.statusCode} ${r.body}`;

/** Every way the answer about another doctor's patient differs from the unknown one, or leaks. */
function likeUnknown(other: LightMyRequestResponse, unknown: LightMyRequestResponse, secrets: readonly string[]): string[] {
  const problems: string[] = [];
  if (answer(other) !== answer(unknown)) problems.push(`answered ${answer(other).slice(0, 200)}, an unknown one ${answer(unknown).slice(0, 200)}`);
  for (const s of secrets) if (other.body.includes(s)) problems.push(`the answer holds "${s}"`);
  return problems;
}

/** The record is as its doctor gave it, and the typed values are nowhere in it. */
async function unchanged(target: Doctor, patient: Patient): Promise<string[]> {
  const record = await onFile(target, patient.cpf);
  return record?.patientName === patient.name && record.patientPhone === patient.phone
    ? [] : [`the record changed: ${JSON.stringify(record)} (was ${patient.name}, ${patient.phone})`];
}

type Case = (actor: Doctor, target: Doctor) => Promise<string[]>;

/** Every endpoint that takes a patient's CPF or a patient id, keyed `METHOD path` as in the contract. */
const CASES: Readonly<Record<string, Case>> = {
  'GET /patients/data-by-cpf/:cpf/:programId': async (actor, target) => {
    const c = world[actor].client;
    const byCpf = (cpf: string) => c({ method: 'GET', url: `/api/patients/data-by-cpf/${cpf}/${program}` });
    const unknown = await byCpf(UNKNOWN_CPF);
    const { main } = world[target].patients;
    const care = world[target].care;
    if (actor === target) {
      const [mine, mineCare] = [await byCpf(main.cpf), await byCpf(care.cpf)];
      return [
        ...(mine.json<PatientData>()?.patientName === main.name ? [] : [`own patient: ${mine.body}`]),
        ...(mineCare.json<PatientData>()?.patientName === care.name ? [] : [`own patient-care patient: ${mineCare.body}`]),
      ];
    }
    return [
      ...likeUnknown(await byCpf(main.cpf), unknown, [main.name, main.phone]),
      ...likeUnknown(await byCpf(care.cpf), unknown, [care.name]).map((p) => `patient-care: ${p}`),
    ];
  },

  'POST /patients': async (actor, target) => {
    const { main } = world[target].patients;
    const invite = (cpf: string) => world[actor].client({ method: 'POST', url: '/api/patients', payload: { patientName: TYPED.name, patientCpf: cpf, destination: TYPED.phone } });
    // An unknown CPF's answer first (its SMS goes to the typed phone), then the patient's.
    const unknown = await invite(cpfOf(978_000 + ++seed));
    const res = await invite(main.cpf);
    const sms = await lastSms();
    const shape = (r: LightMyRequestResponse) => `${r.statusCode} ${Object.keys(r.json<object>()).join(',')}`;
    return [
      ...(res.statusCode === 201 ? [] : [`invitation: ${answer(res)}`]),
      ...(shape(res) === shape(unknown) ? [] : [`answered ${shape(res)}, an unknown CPF ${shape(unknown)}`]),
      ...(res.body.includes(main.name) || res.body.includes(main.phone) ? ['the answer holds the record'] : []),
      ...await unchanged(target, main),
      // The link goes to the phone on record, under the name on record.
      ...(sms.destination === main.phone ? [] : [`the link went to ${sms.destination}`]),
      ...(sms.body.includes(TYPED.name.split(' ')[0]!) ? ['the link greets the typed name'] : []),
    ];
  },

  'POST /procedures': async (actor, target) => {
    const patient = world[target].patients[`request${actor}`];
    const c = world[actor].client;
    const res = await c({
      method: 'POST', url: '/api/procedures',
      payload: travelRequest(travel, ++seed, { patient: { cpf: patient.cpf, ...TYPED, caregiverName: 'Cuidador Digitado' } }),
    });
    if (res.statusCode !== 201) return [`request: ${answer(res)}`];
    const { id } = await newestProcedure(world[actor].id, patient.cpf);
    const detail = await c({ method: 'GET', url: `/api/procedures/${id}` });
    const list = await c({ method: 'GET', url: `/api/procedures?programId=${program}&type=TRAVEL&search=${encodeURIComponent(patient.name)}` });
    const problems = await unchanged(target, patient);
    if (actor === target) {
      if (!detail.body.includes(patient.name)) problems.push('own request: the detail does not name the patient');
      if (!list.body.includes(patient.name)) problems.push('own request: a search by the name does not find it');
    } else {
      for (const [what, r] of [['detail', detail], ['list searched by the name', list]] as const) {
        if (r.body.includes(patient.name) || r.body.includes(patient.phone)) problems.push(`the ${what} holds the record`);
      }
    }
    return problems;
  },

  // The public link: the link's code and the CPF are no proof when the link's doctor typed the CPF of a patient on file.
  'GET /procedures/by-code/:code/:cpf': async (actor, target) => {
    const patient = world[target].patients[`check${actor}`];
    const code = await linkOf(actor, patient);
    const res = await visitor({ method: 'GET', url: `/api/procedures/by-code/${code}/${patient.cpf}` });
    const body = res.json<{ token?: string; verification?: string; patient?: { name: string } }>();
    if (actor === target) return res.statusCode === 200 && body.patient?.name === patient.name ? [] : [`own link: ${answer(res)}`];
    const problems: string[] = [];
    if (res.statusCode !== 200 || body.verification !== 'SMS' || body.token !== undefined) problems.push(`another's patient: ${answer(res)}`);
    for (const secret of [patient.name, patient.phone]) if (res.body.includes(secret)) problems.push(`the answer holds "${secret}"`);
    const sms = await lastSms();
    if (sms.destination !== patient.phone) problems.push(`the code went to ${sms.destination}`);
    // The patient, who holds that phone, goes on: the code from the SMS opens their data.
    const smsCode = /\b(\d{5})\b/.exec(sms.body)?.[1] ?? '';
    const verified = await visitor({ method: 'POST', url: `/api/procedures/by-code/${code}/verify`, payload: { cpf: patient.cpf, smsCode } });
    if (verified.json<{ patient?: { name: string } }>().patient?.name !== patient.name) problems.push(`the patient's code: ${answer(verified)}`);
    return problems;
  },

  'POST /procedures/by-code/:code/verify': async (actor, target) => {
    const patient = world[target].patients[`verify${actor}`];
    const code = await linkOf(actor, patient);
    await visitor({ method: 'GET', url: `/api/procedures/by-code/${code}/${patient.cpf}` });
    const guessed = await visitor({ method: 'POST', url: `/api/procedures/by-code/${code}/verify`, payload: { cpf: patient.cpf, smsCode: '00000' } });
    if (actor === target) return guessed.statusCode === 200 ? [] : [`own link: ${answer(guessed)}`];
    return guessed.statusCode === 400 && guessed.json<{ code: string }>().code === 'invalidCode' && !guessed.body.includes(patient.name)
      ? [] : [`a guessed code: ${answer(guessed)}`];
  },

  'PUT /procedures/by-code/:code/patient': async (actor, target) => {
    const patient = world[target].patients[`confirm${actor}`];
    const code = await linkOf(actor, patient);
    const res = await visitor({ method: 'PUT', url: `/api/procedures/by-code/${code}/patient`, payload: confirmBody(patient.cpf) });
    if (actor === target) return res.statusCode === 200 ? [] : [`own link: ${answer(res)}`];
    const privacy = await visitor({ method: 'GET', url: `/api/procedures/by-code/${code}/privacy/export` });
    return [
      ...(res.statusCode === 401 && res.json<{ code: string }>().code === 'invalidToken' ? [] : [`confirmation without proof: ${answer(res)}`]),
      ...(privacy.statusCode === 401 ? [] : [`privacy export without proof: ${answer(privacy)}`]),
      ...await unchanged(target, patient),
    ];
  },

  'POST /codes/authenticated': async (actor, target) => {
    const patient = world[target].patients[`code${actor}`];
    const res = await world[actor].client({
      method: 'POST', url: '/api/codes/authenticated',
      payload: { type: 'SMS', programId: program, examGroupId: agreementGroup, patientCpf: patient.cpf, destination: TYPED.phone },
    });
    const sms = await lastSms();
    return [
      ...(res.statusCode === 200 ? [] : [`agreement code: ${answer(res)}`]),
      ...(sms.destination === patient.phone ? [] : [`the agreement code went to ${sms.destination}`]),
    ];
  },

  'GET /patients/patientes-medications-by-crm-from-patientcare/:userId/:pageNumber/:pageSize': async (actor, target) => {
    const w = world[actor];
    const of = (patientId: string) => w.client({
      method: 'GET', url: `/api/patients/patientes-medications-by-crm-from-patientcare/${w.id}/1/50?patientId=${patientId}`,
    });
    const res = await of(world[target].care.id);
    if (actor === target) return res.json<{ total: number }>().total > 0 ? [] : [`own patient's medications: ${res.body}`];
    return likeUnknown(res, await of('000000000000000'), [world[target].care.name, world[target].care.cpf]);
  },

  'GET /patients/details-from-patientcare/:patientId': async (actor, target) => {
    const c = world[actor].client;
    const of = (patientId: string) => c({ method: 'GET', url: `/api/patients/details-from-patientcare/${patientId}` });
    const res = await of(world[target].care.id);
    if (actor === target) return res.json<{ patientName?: string }>().patientName === world[target].care.name ? [] : [`own patient: ${res.body}`];
    return likeUnknown(res, await of('000000000000000'), [world[target].care.name]);
  },
};

/** Endpoints whose CPF or patient id is not a portal patient's record, with the reason. */
const EXEMPT: Readonly<Record<string, string>> = {
  'PUT /users/me': 'the doctor\'s own CPF, not a patient\'s',
  'POST /users': 'a user\'s CPF, registered by staff',
  'PUT /users/:id': 'a user\'s CPF, edited by staff',
  'POST /users/signup': 'the visitor\'s own CPF',
  'POST /integration/wsacesso/check-patient': 'the registration service\'s state of the CPF (registered or not): no portal record, no patient data',
  'POST /integration/wsacesso/register-patient': 'registers in the registration service, stores no portal record; the release request (POST /procedures) is what keeps the patient',
  'POST /integration/wsacesso/validate-treatment-start': 'the registration service\'s eligibility of the CPF: no portal record, no patient data',
};

// ---- Coverage ----------------------------------------------------------------------------------

const PATIENT_KEY = /^(?:cpf|patientCpf|patientCPF|patientId)$/;
const keyOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** Every property name of a schema, nested objects, unions and arrays included. */
function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { properties?: Record<string, unknown>; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[]; items?: unknown };
    for (const [k, v] of Object.entries(n.properties ?? {})) {
      found.push(k);
      walk(v);
    }
    for (const sub of [...(n.anyOf ?? []), ...(n.oneOf ?? []), ...(n.allOf ?? [])]) walk(sub);
    walk(n.items);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return found;
}

const takesPatient = (e: Endpoint) =>
  [...[...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!), ...schemaKeys(e.query), ...schemaKeys(e.body)].some((k) => PATIENT_KEY.test(k));

// ---- Fixture -----------------------------------------------------------------------------------

useTestApp(async (app) => {
  t = app;
  program = await t.programId('BEMESTAR');
  travel = await demoTravelConfig(t.app.db);
  agreementGroup = (await demoExamConfig(t.app.db)).consent.id;
  const aId = await t.userId('medico@demo.com.br');
  const ids: Record<Doctor, number> = { A: aId, B: await secondDoctor(t, aId, program) };
  const registration: Record<Doctor, { crm: string; uf: string; email: string }> = {
    A: { crm: '123456', uf: 'SP', email: 'medico@demo.com.br' }, B: { crm: '654321', uf: 'RJ', email: 'pendente@demo.com.br' },
  };
  let n = 0;
  for (const d of DOCTORS) {
    const client = await t.as(registration[d].email);
    const patients = Object.fromEntries(['main', ...['request', 'code', 'check', 'verify', 'confirm'].flatMap((s) => DOCTORS.map((d) => `${s}${d}`))].map((slot) => [slot, patientOf(d, ++n)])) as DoctorWorld['patients'];
    for (const p of Object.values(patients)) {
      await ok(client({ method: 'POST', url: '/api/patients', payload: { patientName: p.name, patientCpf: p.cpf, destination: p.phone } }), `invite ${p.cpf}`);
    }
    // A followed patient with medications, so the own-medications probe has rows to find.
    const { patient } = Array.from({ length: 20 }, (_, i) => simulatedPatient('BEMESTAR', registration[d], i)).find((p) => p.medications.length > 0)!;
    world[d] = { client, id: ids[d], ...registration[d], patients, care: { id: patient.id, cpf: patient.patientCPF, name: patient.patientName } };
  }
  // Each probe re-invites patients invited a moment ago: the invitation limits (decision 0063, patient-probes.test.ts) are out of the way here.
}, { onboarding: { ...loadConfig({ NODE_ENV: 'test' }).onboarding, patientInvitation: { maxPerPatientPerDay: 10_000, minIntervalMs: 0, maxPerDoctorPerHour: 10_000 } } });

describe('patients by relationship: coverage', () => {
  const endpoints = flattenContract(contract).map(({ endpoint }) => endpoint);

  it('has a case or an exemption for every contract endpoint that takes a patient\'s CPF or a patient id', () => {
    expect(endpoints.filter(takesPatient).map(keyOf).filter((k) => !(k in CASES) && !(k in EXEMPT))).toEqual([]);
  });

  it('names only endpoints that take a patient\'s CPF or id and that the API registers', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/^\/api/, '')}`));
    const taking = new Set(endpoints.filter(takesPatient).map(keyOf));
    expect([...Object.keys(CASES), ...Object.keys(EXEMPT)].filter((k) => !registered.has(k) || !taking.has(k))).toEqual([]);
  });
});

describe('every doctor against every doctor\'s patients', () => {
  for (const [key, probe] of Object.entries(CASES)) {
    describe(key, () => {
      it.each(PAIRS)('doctor $actor about doctor $target\'s patient', async ({ actor, target }) => {
        expect(await probe(actor, target)).toEqual([]);
      });
    });
  }

  it('still answers another doctor\'s patient like an unknown CPF once the doctor has invited them and requested for them', async () => {
    // By now each doctor invited and requested for the other's patients: related, yet reading nothing of the record.
    expect(await CASES['GET /patients/data-by-cpf/:cpf/:programId']!('A', 'B')).toEqual([]);
    expect(await CASES['GET /patients/data-by-cpf/:cpf/:programId']!('B', 'A')).toEqual([]);
    const requested = world.B.patients.requestA;
    const unknown = await world.A.client({ method: 'GET', url: `/api/patients/data-by-cpf/${UNKNOWN_CPF}/${program}` });
    const res = await world.A.client({ method: 'GET', url: `/api/patients/data-by-cpf/${requested.cpf}/${program}` });
    expect(likeUnknown(res, unknown, [requested.name, requested.phone])).toEqual([]);
  });

  it('a doctor reads no other doctor\'s patient-care list', async () => {
    const res = await world.A.client({ method: 'GET', url: `/api/patients/by-crm-from-patientcare/${world.B.id}/1/10` });
    const missing = await world.A.client({ method: 'GET', url: '/api/patients/by-crm-from-patientcare/999999999/1/10' });
    expect(likeUnknown(res, missing, [world.B.care.name])).toEqual([]);
  });
});
