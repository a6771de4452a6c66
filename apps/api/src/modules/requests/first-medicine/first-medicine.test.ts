import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programs } from '#db/schema/index.ts';
import { SIMULATOR_CPFS } from '#integrations/wsacesso/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { demoRelease, DOCTOR_CRM, newPatient, type DemoRelease } from './first-medicine.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let d: DemoRelease;
useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  d = await demoRelease(t.app.db);
});

interface ApiError { code: string; message: string; fields?: Record<string, string[]> }
const post = (url: string, payload: object, as = doctor) => as({ method: 'POST', url: `/api/integration/wsacesso/${url}`, payload });
const get = (url: string, as = doctor) => as({ method: 'GET', url: `/api/integration/wsacesso/${url}` });
const check = (cpf: string) => post('check-patient', { programId: d.programId, cpf });

describe('the registration web service through the API (simulator)', () => {
  it('looks a patient up: registered, not registered, invalid CPF, service down', async () => {
    expect((await check(SIMULATOR_CPFS.registered)).json()).toEqual({ state: 'registered', message: 'Paciente cadastrado no programa.' });
    expect((await check('111.444.777-35')).json()).toMatchObject({ state: 'notRegistered' });
    const invalid = await check('123.456.789-00');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiError>().fields).toEqual({ cpf: ['validation.invalidCpf'] });
    const down = await check(SIMULATOR_CPFS.serviceDown);
    expect(down.statusCode).toBe(502);
    expect(down.json<ApiError>()).toMatchObject({ code: 'failedToCheckCpf', message: 'Falha ao verificar o CPF' });
  });

  it('lists the programme products the service releases (by name) and the presentations it offers (by EAN) with the doctor vouchers', async () => {
    const medicines = await get(`medicines?programId=${d.programId}`);
    expect(medicines.statusCode, medicines.body).toBe(200);
    expect(medicines.json()).toEqual([
      { productId: d.cardioprev, name: 'Cardioprev', pathologyCode: 201 },
      { productId: d.imunovita, name: 'Imunovita', pathologyCode: 104 },
    ]);
    const list = await get(`presentations?programId=${d.programId}&productId=${d.imunovita}`);
    expect(list.json()).toEqual([
      { presentationId: d.imv100, name: 'Imunovita 100 mg/mL solução injetável', ean: '7891234567895', vouchers: 5 },
      { presentationId: d.imv50, name: 'Imunovita 50 mg/mL solução injetável', ean: '7891234567901', vouchers: 0 },
    ]);
  });

  it('answers the questionnaire of origin 23: indication questions with their EANs, a nested question under its parent answer', async () => {
    const res = await get(`questions?programId=${d.programId}&productId=${d.imunovita}`);
    expect(res.statusCode).toBe(200);
    const questions = res.json<{ code: number; flag: number; eans: string[]; parentCode: number | null; parentAnswerCode: number | null; control: string }[]>();
    expect(questions.map((q) => [q.code, q.control, q.flag])).toEqual([
      [501, 'radiobuttonlist', 2], [502, 'radiobuttonlist', 2], [510, 'radiobuttonlist', 1], [511, 'textbox', 1], [512, 'dropdownlist', 1],
    ]);
    expect(questions[0]!.eans).toEqual(['7891234567895']);
    expect(questions[3]).toMatchObject({ parentCode: 510, parentAnswerCode: 1 });
  });

  it('registers a new patient (origin 19): then the lookup finds them; a refusal answers the service message', async () => {
    const body = (cpf: string) => ({ programId: d.programId, productId: d.imunovita, patient: newPatient(cpf), prescriberDoctor: { name: 'Dra. Marina Costa', ...DOCTOR_CRM } });
    const res = await post('register-patient', body('98765432100'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ messageKey: 'msg.successToRegisterPatient', message: 'Paciente cadastrado com sucesso.' });
    expect((await check('98765432100')).json()).toMatchObject({ state: 'registered' });

    const refusedRes = await post('register-patient', body(SIMULATOR_CPFS.registerRefused));
    expect(refusedRes.statusCode).toBe(400);
    expect(refusedRes.json<ApiError>()).toMatchObject({
      code: 'failedToRegisterPatient', message: 'CPF bloqueado para cadastro no programa. Entre em contato com a central de atendimento.',
    });
    const down = await post('register-patient', body(SIMULATOR_CPFS.serviceDown));
    expect(down.statusCode).toBe(502);
    expect(down.json<ApiError>()).toMatchObject({ code: 'failedToRegisterPatient', message: 'Falha ao registrar o paciente' });
  });

  it('checks the registration form in the §5 order, with each field its own message; CRM at most 6', async () => {
    const res = await post('register-patient', {
      programId: d.programId, productId: d.imunovita,
      patient: { cpf: '98765432100', name: '', gender: '', birthDate: '', email: '', mobile: '', state: '', city: '', neighborhood: '', address: '', number: '', cep: '' },
      prescriberDoctor: { name: '', crm: '1234567', uf: '' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<ApiError>().fields!;
    expect(Object.entries(fields)).toEqual([
      ['patient.name', ['validation.firstMedicine.patientName']],
      ['patient.gender', ['validation.firstMedicine.patientGender']],
      ['patient.birthDate', ['validation.firstMedicine.patientBirthDate']],
      ['patient.email', ['validation.firstMedicine.patientEmail']],
      ['patient.mobile', ['validation.firstMedicine.patientMobile']],
      ['patient.state', ['validation.firstMedicine.patientState']],
      ['patient.city', ['validation.firstMedicine.patientCity']],
      ['patient.neighborhood', ['validation.firstMedicine.patientNeighborhood']],
      ['patient.address', ['validation.firstMedicine.patientAddress']],
      ['patient.number', ['validation.firstMedicine.patientNumber']],
      ['patient.cep', ['validation.firstMedicine.patientCep']],
      ['prescriberDoctor.name', ['validation.firstMedicine.doctorName']],
      ['prescriberDoctor.crm', ['validation.firstMedicine.crmMaxLength']],
      ['prescriberDoctor.uf', ['validation.firstMedicine.doctorUf']],
    ]);
  });

  it('validates the treatment start: eligible, not eligible with the service message, service down', async () => {
    const start = (cpf: string) => post('validate-treatment-start', { programId: d.programId, presentationId: d.imv100, cpf, ...DOCTOR_CRM });
    expect((await start(SIMULATOR_CPFS.registered)).json()).toEqual({ eligible: true, message: 'Paciente elegível para início de tratamento.' });
    expect((await start(SIMULATOR_CPFS.notEligible)).json()).toEqual({
      eligible: false, message: 'Paciente não elegível para início de tratamento: já possui tratamento ativo no programa.',
    });
    const down = await start(SIMULATOR_CPFS.serviceDown);
    expect(down.statusCode).toBe(502);
    expect(down.json<ApiError>().code).toBe('failedToCheckCpf');
    const noCrm = await post('validate-treatment-start', { programId: d.programId, presentationId: d.imv100, cpf: SIMULATOR_CPFS.registered, crm: '', uf: '' });
    expect(noCrm.json<ApiError>().fields).toEqual({ crm: ['validation.firstMedicine.doctorCrm'], uf: ['validation.firstMedicine.doctorUf'] });
  });

  it('is for doctors of a programme with the module; a programme without a service code answers wsAcessoNotConfigured', async () => {
    const manager = await t.as('DISTRICT_MANAGER');
    expect((await post('check-patient', { programId: d.programId, cpf: SIMULATOR_CPFS.registered }, manager)).statusCode).toBe(403);
    expect((await get(`medicines?programId=${d.programId}`, manager)).statusCode).toBe(403);

    const [program] = await t.app.db.select({ code: programs.wsAcessoCode }).from(programs).where(eq(programs.id, d.programId));
    await t.app.db.update(programs).set({ wsAcessoCode: null }).where(eq(programs.id, d.programId));
    try {
      const res = await check(SIMULATOR_CPFS.registered);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().code).toBe('wsAcessoNotConfigured');
    } finally {
      await t.app.db.update(programs).set({ wsAcessoCode: program!.code }).where(eq(programs.id, d.programId));
    }
  });
});
