import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog, examGroups, jobs, outboundMessages, patients, procedureChildren, procedureEligibilityResults, procedures,
} from '#db/schema/index.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { reconcileLedger } from '../inventory/index.ts';
import {
  bloodRequest, cpfOf, demoExamConfig, examBalance, geneticRequest, postRequest, procedureCount, weekdayAfter, type DemoExamConfig,
} from './exam-request.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let c: DemoExamConfig;
let doctorId: number;
useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  c = await demoExamConfig(t.app.db);
  doctorId = await t.userId('medico@demo.com.br');
});

interface ApiError { code: string; message: string; fields?: Record<string, string[]> }
const balance = (groupId: number, itemId: number) => examBalance(t.app.db, c.programId, doctorId, groupId, itemId);
const refused = async (body: unknown, status: number, code: string) => {
  const before = await procedureCount(t.app.db);
  const res = await postRequest(doctor, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(await procedureCount(t.app.db)).toBe(before);
  const error = res.json<ApiError>();
  expect(error.code).toBe(code);
  return error;
};

describe('POST /procedures: an exam request', () => {
  it('creates the request OPEN, one child per exam, spends one voucher per exam and the ledger still balances', async () => {
    const [brca, somatic] = c.genetic.exams as [number, number];
    const before = [await balance(c.genetic.id, brca), await balance(c.genetic.id, somatic)];
    const res = await postRequest(doctor, geneticRequest(c, 1, { patient: { cpf: cpfOf(1), name: 'Joana Prado Lima', phone: '11987654321', birthDate: '1980-05-10', email: 'joana@exemplo.com.br', rg: '123456' } }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: number; code: string; status: string; messageKey: string }>();
    expect(created).toMatchObject({ status: 'OPEN', messageKey: 'msg.successToRequestExams' });
    expect(created.code).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
    expect([await balance(c.genetic.id, brca), await balance(c.genetic.id, somatic)]).toEqual([before[0]! - 1, before[1]! - 1]);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);

    const children = await t.app.db.select().from(procedureChildren).where(eq(procedureChildren.procedureId, created.id));
    expect(children.map((ch) => [ch.type, ch.examId, ch.status, ch.paidByVoucher, ch.institutionId])).toEqual([
      ['EXAM', brca, 'OPEN', true, c.genetic.lab], ['EXAM', somatic, 'OPEN', true, c.genetic.lab],
    ]);
    expect(new Set([created.code, ...children.map((ch) => ch.code)]).size).toBe(3);
    const results = await t.app.db.select().from(procedureEligibilityResults).where(eq(procedureEligibilityResults.procedureId, created.id));
    expect(results.map((r) => [r.result, r.description])).toEqual([['APPROVE', 'eligibility.voucherAvailable'], ['APPROVE', 'eligibility.voucherAvailable']]);
    const [patient] = await t.app.db.select().from(patients).where(and(eq(patients.programId, c.programId), eq(patients.cpf, cpfOf(1))));
    expect(patient).toMatchObject({ name: 'Joana Prado Lima', birthDate: '1980-05-10', email: 'joana@exemplo.com.br', details: { rg: '123456' } });
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'procedure.create'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ actorId: doctorId, entity: 'procedure' });
  });

  it('refuses a second request for the CPF while a child is open in the group: existingPatientProcedure', async () => {
    await refused(geneticRequest(c, 1), 400, 'existingPatientProcedure');
  });

  it('answers insufficientInventory when a selected exam ran out, eligibilityRejected when nothing can be requested', async () => {
    const [brca] = c.genetic.exams as [number, number];
    while ((await balance(c.genetic.id, brca)) > 0) {
      expect((await postRequest(doctor, geneticRequest(c, 100 + (await balance(c.genetic.id, brca)), { itemIds: [brca] }))).statusCode).toBe(201);
    }
    await refused(geneticRequest(c, 200), 400, 'insufficientInventory');
    await refused(geneticRequest(c, 201, { itemIds: [brca] }), 400, 'eligibilityRejected');
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });

  it('with CORREIOS logistics says so and a job stores the reverse-postage code from the logistics service', async () => {
    const res = await postRequest(doctor, bloodRequest(c, 300));
    expect(res.statusCode, res.body).toBe(201);
    const { id, messageKey } = res.json<{ id: number; messageKey: string }>();
    expect(messageKey).toBe('msg.successToRequestExamsCorreios');
    const children = await t.app.db.select().from(procedureChildren).where(eq(procedureChildren.procedureId, id));
    expect(children.filter((ch) => ch.type === 'EXAM')).toHaveLength(3);
    expect(children.filter((ch) => ch.type === 'SUPPLY').map((ch) => ch.supplyId)).toEqual([c.blood.kit, c.blood.kit, c.blood.kit]);
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.name, 'requestReversePostage')).orderBy(desc(jobs.id)).limit(1);
    expect(job!.payload).toEqual({ procedureId: id });
    await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(Date.now() + 7 * 86_400_000) });
    const [row] = await t.app.db.select({ code: procedures.reversePostageCode }).from(procedures).where(eq(procedures.id, id));
    expect(row!.code).toMatch(/^LR\d{9}BR$/);
  });

  it('with a logistics company the usual message, and no postage job', async () => {
    const res = await postRequest(doctor, bloodRequest(c, 310, 'LOGISTIC_COMPANY'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ messageKey: string }>().messageKey).toBe('msg.successToRequestExams');
  });

  it('checks the laboratory: unselectedLaboratory without one, fillAllLaboratoryFields when an exam’s kit has none', async () => {
    const { institutionId: _lab, ...noLab } = geneticRequest(c, 400);
    expect((await refused(noLab, 400, 'unselectedLaboratory')).fields).toEqual({ institutionId: ['validation.requiredSelect'] });
    await refused({ ...bloodRequest(c, 401), supplies: [] }, 400, 'fillAllLaboratoryFields');
    await refused({ ...bloodRequest(c, 402), supplies: [{ itemId: c.blood.exams[0], supplyId: c.blood.kit, institutionId: c.genetic.lab }] }, 400, 'validation');
  });

  it('refuses a patient under 18 on the request date: patientUnderage', async () => {
    const birthDate = `${new Date().getUTCFullYear() - 17}-01-01`;
    await refused(geneticRequest(c, 500, { patient: { cpf: cpfOf(500), name: 'Ana Menor', phone: '11987654321', birthDate } }), 400, 'patientUnderage');
  });

  it('refuses references outside the group or the programme', async () => {
    const other = await demoExamConfig(t.app.db, 'ABRACARAVIDA');
    await refused(geneticRequest(c, 600, { groupId: other.genetic.id }), 404, 'examGroupNotFound');
    await refused(geneticRequest(c, 601, { programId: other.programId }), 404, 'programNotFound');
    expect((await refused(geneticRequest(c, 602, { itemIds: [...c.genetic.exams, c.blood.exams[0]!] }), 400, 'validation')).fields).toHaveProperty(['itemIds.2']);
    expect((await refused(geneticRequest(c, 603, { followupId: c.followupId + 1 }), 400, 'validation')).fields).toHaveProperty('followupId');
    expect((await refused(geneticRequest(c, 604, { itemIds: [c.genetic.exams[1]!] }), 400, 'validation')).fields).toEqual({ itemIds: ['validation.requiredSelect'] });
  });

  it('is for doctors with the module: others answer 403', async () => {
    const representative = await t.as('REPRESENTATIVE');
    expect((await postRequest(representative, geneticRequest(c, 700))).statusCode).toBe(403);
  });
});

describe('the group-dependent rules of §5, as field errors', () => {
  it('sample withdrawal: logistics, recipient, document type and dates N days ahead; required procedure fields with a minimum length', async () => {
    const body = bloodRequest(c, 800);
    const { fields } = await refused({
      ...body, logisticType: undefined, procedureFieldsAnswers: { indicacaoClinica: 'curta' },
      userAddress: { ...body.userAddress, recipientType: undefined, documentType: undefined, requesterCpf: undefined, withdrawalDates: [weekdayAfter(0)] },
    }, 400, 'validation');
    expect(fields).toMatchObject({
      logisticType: ['validation.requiredSelect'], 'userAddress.recipientType': ['validation.requiredSelect'],
      'userAddress.documentType': ['validation.requiredSelect'], 'userAddress.withdrawalDates.0': ['validation.dateNeedBeBigger'],
      'procedureFieldsAnswers.indicacaoClinica': ['validation.minLength'],
    });
  });

  it('withdrawal dates: never on a weekend, never the same twice', async () => {
    const body = bloodRequest(c, 805);
    const monday = weekdayAfter(14);
    const saturday = new Date(`${monday}T12:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    const { fields } = await refused({
      ...body, userAddress: { ...body.userAddress!, withdrawalDates: [saturday.toISOString().slice(0, 10), monday, monday] },
    }, 400, 'validation');
    expect(fields).toEqual({
      'userAddress.withdrawalDates.0': ['validation.dateCanNoBeWeekend'], 'userAddress.withdrawalDates.2': ['validation.datesMustDiffer'],
    });
  });

  it('personal information: e-mail and gender', async () => {
    const { fields } = await refused({ ...geneticRequest(c, 810), groupId: c.immuno.id, itemIds: c.immuno.exams, institutionId: c.immuno.lab }, 400, 'validation');
    expect(fields).toEqual({ 'patient.email': ['validation.emailRequired'], 'patient.gender': ['validation.genderRequired'] });
  });

  it('patient agreement: the type must be chosen', async () => {
    const { fields } = await refused({
      ...geneticRequest(c, 820), groupId: c.consent.id, itemIds: c.consent.exams, institutionId: c.consent.lab,
      supplies: [{ itemId: c.consent.exams[0]!, supplyId: c.consent.kit, institutionId: c.consent.lab }],
    }, 400, 'validation');
    expect(fields).toEqual({ agreementType: ['validation.requiredSelect'] });
  });

  it('without vouchers in the group and e-mail and gender given, nothing is eligible', async () => {
    await refused({
      ...geneticRequest(c, 830, { patient: { cpf: cpfOf(830), name: 'Rita Alves', phone: '11987654321', email: 'rita@exemplo.com.br', gender: 'FEMALE' } }),
      groupId: c.immuno.id, itemIds: c.immuno.exams, institutionId: c.immuno.lab,
    }, 400, 'eligibilityRejected');
  });

  it('eligibilityRejected carries the group\'s own refusal text when it set one, else the catalogue\'s (decision 0079)', async () => {
    const body = (seed: number) => ({
      ...geneticRequest(c, seed, { patient: { cpf: cpfOf(seed), name: 'Rita Alves', phone: '11987654321', email: 'rita@exemplo.com.br', gender: 'FEMALE' } }),
      groupId: c.immuno.id, itemIds: c.immuno.exams, institutionId: c.immuno.lab,
    });
    const text = 'Este grupo exige avaliação prévia do programa. Ligue para a central.';
    await t.app.db.update(examGroups).set({ eligibilityMessage: text }).where(eq(examGroups.id, c.immuno.id));
    try {
      expect(await refused(body(840), 400, 'eligibilityRejected')).toMatchObject({ message: text });
    } finally {
      await t.app.db.update(examGroups).set({ eligibilityMessage: null }).where(eq(examGroups.id, c.immuno.id));
    }
    expect((await refused(body(841), 400, 'eligibilityRejected')).message).toBe('O paciente não é elegível para esta solicitação.');
  });
});

describe('the patient agreement', () => {
  const consentRequest = (seed: number, phone: string, extra: object) => ({
    ...geneticRequest(c, seed, { patient: { cpf: cpfOf(seed), name: 'Paula Reis', phone, birthDate: '1970-01-01' } }),
    groupId: c.consent.id, itemIds: c.consent.exams, institutionId: c.consent.lab,
    supplies: [{ itemId: c.consent.exams[0]!, supplyId: c.consent.kit, institutionId: c.consent.lab }], ...extra,
  });

  it('CODE: the code sent to the patient’s phone; a wrong one answers invalidCode on the code field', async () => {
    const phone = '11955554444';
    const sent = await doctor({ method: 'POST', url: '/api/codes/authenticated', payload: { type: 'SMS', examGroupId: c.consent.id, patientCpf: cpfOf(900), destination: phone } });
    expect(sent.statusCode, sent.body).toBe(200);
    const [sms] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, phone)).orderBy(desc(outboundMessages.id)).limit(1);
    const code = /\d{5}/.exec(sms!.body)![0];
    const wrong = code === '00000' ? '11111' : '00000';
    const error = await refused(consentRequest(900, phone, { agreementType: 'CODE', code: wrong }), 400, 'invalidCode');
    expect(error.fields).toEqual({ code: ['err.invalidCode'] });

    const res = await postRequest(doctor, consentRequest(900, phone, { agreementType: 'CODE', code }));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, id));
    expect(row).toMatchObject({ agreementType: 'CODE', needsProgrammeApproval: true });
    const results = await t.app.db.select().from(procedureEligibilityResults).where(eq(procedureEligibilityResults.procedureId, id));
    expect(results.map((r) => r.result)).toEqual(['REQUEST_APPROVAL', 'REQUEST_APPROVAL']);
    // The code is used once.
    await refused(consentRequest(901, phone, { agreementType: 'CODE', code }), 400, 'invalidCode');
  });

  it('FILE: a PDF or image by its bytes, stored; anything else refused', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]).toString('base64');
    const res = await postRequest(doctor, consentRequest(910, '11955553333', { agreementType: 'FILE', agreementFile: { buffer: png, contentType: 'image/png', fileName: 'termo.png' } }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, res.json<{ id: number }>().id));
    expect(row!.agreementStorageKey).toMatch(/^agreements\/[a-f0-9-]{36}\.png$/);
    const text = Buffer.from('not really a pdf, just text').toString('base64');
    const error = await refused(consentRequest(911, '11955553333', { agreementType: 'FILE', agreementFile: { buffer: text, contentType: 'application/pdf', fileName: 'termo.pdf' } }), 400, 'invalidAgreementFile');
    expect(error.fields).toEqual({ agreementFile: ['validation.invalidFileType'] });
  });
});
