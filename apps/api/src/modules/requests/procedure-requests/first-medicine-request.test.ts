import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patients, procedureChildren, procedures } from '#db/schema/index.ts';
import { SIMULATOR_CPFS } from '#integrations/wsacesso/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { reconcileLedger } from '../inventory/index.ts';
import {
  demoRelease, newPatientRelease, registeredRelease, releaseBalance, type DemoRelease,
} from '../first-medicine/first-medicine.test-helpers.ts';
import { cpfOf, postRequest, procedureCount } from './exam-request.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let d: DemoRelease;
let doctorId: number;
useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  d = await demoRelease(t.app.db);
  doctorId = await t.userId('medico@demo.com.br');
});

interface ApiError { code: string; message: string; fields?: Record<string, string[]> }
interface Created { id: number; code: string; status: string; messageKey: string }
const balance = () => releaseBalance(t.app.db, d, doctorId);
const check = (cpf: string) => doctor({ method: 'POST', url: '/api/integration/wsacesso/check-patient', payload: { programId: d.programId, cpf } });

/** Refused with nothing written and no voucher spent. */
async function refused(body: unknown, status: number, code: string, message?: string) {
  const [before, held] = [await procedureCount(t.app.db), await balance()];
  const res = await postRequest(doctor, body);
  expect(res.statusCode, res.body).toBe(status);
  const error = res.json<ApiError>();
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  expect([await procedureCount(t.app.db), await balance()]).toEqual([before, held]);
  return error;
}

describe('POST /procedures: a first-medicine release', () => {
  it('for a registered patient: an APPROVED (released) request, one MEDICINE child paid by one voucher of the presentation, §8 message', async () => {
    const before = await balance();
    const res = await postRequest(doctor, registeredRelease(d, SIMULATOR_CPFS.registered));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Created>();
    expect(created).toMatchObject({ status: 'APPROVED', messageKey: 'msg.successToReleaseMedicationWithin30Days' });
    expect(await balance()).toBe(before - 1);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);

    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, created.id));
    expect(row).toMatchObject({ type: 'FIRST_MEDICINE', productId: d.imunovita, presentationId: d.imv100, createdById: doctorId });
    // A registered patient is asked only the indication: the patient question's answer is not kept.
    expect(row!.fieldAnswers).toEqual({ answers: [{ questionCode: 501, answerCode: 1 }], prescriberDoctor: { crm: '123456', uf: 'SP' } });
    const children = await t.app.db.select().from(procedureChildren).where(eq(procedureChildren.procedureId, created.id));
    expect(children.map((c) => [c.type, c.presentationId, c.paidByVoucher, c.status])).toEqual([['MEDICINE', d.imv100, true, 'APPROVED']]);
    // What the doctor is told ("Medicamento liberado") is what the request says, for them and for the staff's queue.
    expect(row).toMatchObject({ status: 'APPROVED', displayStatus: 'APPROVED', approvedById: null });
    expect(row!.approvedAt).not.toBeNull();
    const [patient] = await t.app.db.select().from(patients).where(and(eq(patients.programId, d.programId), eq(patients.cpf, SIMULATOR_CPFS.registered)));
    // Only the CPF is known: no name on file, and the CPF never stands in for one.
    expect(patient!.name).toBeNull();

    const detail = await doctor({ method: 'GET', url: `/api/procedures/${created.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ patient: unknown }>().patient).toEqual({ name: null, cpf: SIMULATOR_CPFS.registered });
    expect(detail.json<{ children: { name: string; type: string }[] }>().children).toMatchObject([
      { type: 'MEDICINE', name: 'Imunovita 100 mg/mL solução injetável' },
    ]);
    // The questionnaire codes and the prescriber kept with the answers are no labelled answers.
    expect(detail.json<{ fieldAnswers: unknown[] }>().fieldAnswers).toEqual([]);
    // The medications list names the same presentation as its item.
    const list = await doctor({ method: 'GET', url: `/api/procedures?programId=${d.programId}&type=FIRST_MEDICINE` });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ data: { id: number; items: string[]; patient: unknown }[] }>().data.find((r) => r.id === created.id);
    expect(listed?.items).toEqual(['Imunovita 100 mg/mL solução injetável']);
    expect(listed?.patient).toEqual({ name: null, cpf: SIMULATOR_CPFS.registered });
  });

  it('for a new patient: registers them in the service (origin 19), stores the registration, releases', async () => {
    const cpf = cpfOf(9001);
    expect((await check(cpf)).json()).toMatchObject({ state: 'notRegistered' });
    const res = await postRequest(doctor, newPatientRelease(d, cpf));
    expect(res.statusCode, res.body).toBe(201);
    expect((await check(cpf)).json()).toMatchObject({ state: 'registered' });
    const [patient] = await t.app.db.select().from(patients).where(and(eq(patients.programId, d.programId), eq(patients.cpf, cpf)));
    expect(patient).toMatchObject({ name: 'Helena Duarte Campos', birthDate: '1975-04-12', phone: '11987654321', email: 'helena@exemplo.com.br', gender: 'FEMALE' });
    expect(patient!.details).toMatchObject({ state: 'SP', city: 'São Paulo', cep: '01310100', acceptSms: true, acceptPhone: false });
  });

  it('a patient not eligible for treatment start: 400 patientNotEligibleForTreatment with the service message', async () => {
    await refused(registeredRelease(d, SIMULATOR_CPFS.notEligible), 400, 'patientNotEligibleForTreatment',
      'Paciente não elegível para início de tratamento: já possui tratamento ativo no programa.');
  });

  it('the service down, a refused registration or a refused medicine: the §8 codes, never a 500', async () => {
    await refused(registeredRelease(d, SIMULATOR_CPFS.serviceDown), 502, 'failedToReleaseMedication', 'Falha ao liberar medicamento');
    await refused(newPatientRelease(d, SIMULATOR_CPFS.serviceDown), 502, 'failedToRegisterPatient', 'Falha ao registrar o paciente');
    await refused(newPatientRelease(d, SIMULATOR_CPFS.registerRefused), 400, 'failedToRegisterPatient',
      'CPF bloqueado para cadastro no programa. Entre em contato com a central de atendimento.');
    await refused(registeredRelease(d, SIMULATOR_CPFS.medicineRefused), 400, 'failedToReleaseMedication',
      'Medicamento já liberado para este paciente nos últimos 30 dias.');
  });

  it('checks the questionnaire: required shown questions, the nested one under its parent answer, options, the indication of the presentation', async () => {
    const answers = (list: object[]) => newPatientRelease(d, cpfOf(9003), { answers: list as never });
    let error = await refused(answers([{ questionCode: 501, answerCode: 1 }]), 400, 'validation');
    expect(error.fields).toEqual({ 'answers.510': ['validation.requiredField'] });
    error = await refused(answers([{ questionCode: 501, answerCode: 1 }, { questionCode: 510, answerCode: 1 }]), 400, 'validation');
    expect(error.fields).toEqual({ 'answers.511': ['validation.requiredField'] });
    error = await refused(answers([{ questionCode: 501, answerCode: 9 }, { questionCode: 510, answerCode: 2 }, { questionCode: 511, text: 'X' }]), 400, 'validation');
    expect(error.fields).toEqual({ 'answers.501': ['validation.invalidField'], 'answers.511': ['validation.invalidField'] });
    error = await refused(answers([{ questionCode: 502, answerCode: 1 }, { questionCode: 510, answerCode: 2 }]), 400, 'validation');
    expect(error.fields).toEqual({ 'answers.501': ['validation.requiredField'], 'answers.502': ['validation.invalidField'] });
  });

  it('asks a registered patient only the indication (spec §2): the patient questions are neither required nor refused', async () => {
    const registered = (list: object[]) => registeredRelease(d, SIMULATOR_CPFS.registered, { answers: list as never });
    const error = await refused(registered([{ questionCode: 510, answerCode: 2 }]), 400, 'validation');
    expect(error.fields).toEqual({ 'answers.501': ['validation.requiredField'] });
    expect((await postRequest(doctor, registered([{ questionCode: 501, answerCode: 1 }]))).statusCode).toBe(201);
  });

  it('checks the registration form and the CRM of a registered patient', async () => {
    const error = await refused({ ...registeredRelease(d, SIMULATOR_CPFS.registered), release: { state: 'registered', cpf: SIMULATOR_CPFS.registered, prescriberDoctor: { crm: '', uf: '' } } }, 400, 'validation');
    expect(error.fields).toEqual({ 'release.prescriberDoctor.crm': ['validation.firstMedicine.doctorCrm'], 'release.prescriberDoctor.uf': ['validation.firstMedicine.doctorUf'] });
  });

  it('with an Idempotency-Key a repeat answers the first release and spends one voucher', async () => {
    const before = await balance();
    const body = registeredRelease(d, SIMULATOR_CPFS.registered);
    const first = await postRequest(doctor, body, 'release-key-1');
    const second = await postRequest(doctor, body, 'release-key-1');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<Created>()).toEqual(first.json<Created>());
    expect(await balance()).toBe(before - 1);
  });

  it('without vouchers of the presentation: 400 insufficientInventory, before the service is asked', async () => {
    const cpf = cpfOf(9002);
    await refused(newPatientRelease(d, cpf, { presentationId: d.imv50, answers: [{ questionCode: 502, answerCode: 1 }, { questionCode: 510, answerCode: 2 }] }),
      400, 'insufficientInventory');
    expect((await check(cpf)).json()).toMatchObject({ state: 'notRegistered' });
    while ((await balance()) > 0) expect((await postRequest(doctor, registeredRelease(d, SIMULATOR_CPFS.registered))).statusCode).toBe(201);
    await refused(registeredRelease(d, SIMULATOR_CPFS.registered), 400, 'insufficientInventory');
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });

  it('another programme’s product or presentation answers like a missing one', async () => {
    const other = await demoRelease(t.app.db, 'ABRACARAVIDA');
    const productB = await refused(registeredRelease(d, SIMULATOR_CPFS.registered, { productId: other.imunovita }), 404, 'presentationNotFound');
    const presentationB = await refused(registeredRelease(d, SIMULATOR_CPFS.registered, { presentationId: other.imv100 }), 404, 'presentationNotFound');
    const missing = await refused(registeredRelease(d, SIMULATOR_CPFS.registered, { presentationId: 999_999_999 }), 404, 'presentationNotFound');
    expect([productB.message, presentationB.message]).toEqual([missing.message, missing.message]);
    await refused(registeredRelease(other, SIMULATOR_CPFS.registered), 404, 'programNotFound');
  });

  it('a release is not left to decide: nobody can reject it afterwards, and its voucher stays spent', async () => {
    // A release made by this file's first test.
    const [created] = await t.app.db.select({ id: procedures.id }).from(procedures)
      .where(and(eq(procedures.type, 'FIRST_MEDICINE'), eq(procedures.createdById, doctorId))).orderBy(procedures.id).limit(1);
    const before = await balance();
    const admin = await t.as('ADMIN');
    const detail = (await admin({ method: 'GET', url: `/api/procedures/${created!.id}` })).json<{ canDecide: boolean; status: string }>();
    expect(detail).toMatchObject({ canDecide: false, status: 'APPROVED' });
    const res = await admin({ method: 'PUT', url: `/api/procedures/${created!.id}/status`, payload: { status: 'REJECTED', reason: 'Receita ilegível' } });
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([409, 'procedureNotOpen']);
    expect(await balance()).toBe(before);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});
