import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiError, Exam, ExamGroup, Page } from '@portal/domain';
import { auditLog } from '#db/schema/index.ts';
import { okJson as json } from '#test/ok-json.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let sys: Client;
let admin: Client;
let doctor: Client;
let program: number;
let otherProgram: number;
let onco: number;
const ids = { genomika: 0, lab: 0, otherLab: 0, bloodKit: 0, otherKit: 0 };

useTestApp(async (app) => {
  t = app;
  sys = await t.as('SYSADMIN');
  admin = await t.as('ADMIN');
  doctor = await t.as('DOCTOR');
  program = await t.programId('BEMESTAR');
  otherProgram = await t.programId('ABRACARAVIDA');
  const followups = await json<{ id: number; slug: string }[]>(doctor({ method: 'GET', url: `/api/programs/${program}/followups` }));
  onco = followups.find((f) => f.slug === 'oncologia')!.id;
  const labs = await json<{ id: number; name: string }[]>(sys({ method: 'GET', url: `/api/programs/${program}/institutions` }));
  ids.genomika = labs.find((l) => l.name.startsWith('Genomika'))!.id;
  ids.lab = labs.find((l) => l.name === 'Laboratório Diagnóstico Brasil')!.id;
  ids.otherLab = (await json<{ id: number }[]>(sys({ method: 'GET', url: `/api/programs/${otherProgram}/institutions` })))[0]!.id;
  const kitGroups = await json<{ id: number; name: string }[]>(doctor({ method: 'GET', url: `/api/programs/${program}/supply-groups` }));
  const kits = await json<{ id: number; name: string }[]>(doctor({ method: 'GET', url: `/api/supply-groups/${kitGroups.find((g) => g.name === 'Kits de coleta')!.id}/supplies` }));
  ids.bloodKit = kits.find((k) => k.name === 'Kit de coleta de sangue')!.id;
  const otherGroups = await json<{ id: number }[]>(sys({ method: 'GET', url: `/api/programs/${otherProgram}/supply-groups` }));
  ids.otherKit = (await json<{ id: number }[]>(sys({ method: 'GET', url: `/api/supply-groups/${otherGroups[0]!.id}/supplies` })))[0]!.id;
});

const groupBody = (extra: object = {}) => ({ followupId: onco, name: 'Painel de farmacogenética', institutionIds: [ids.genomika], ...extra });

describe('reading the exam groups of a follow-up (spec §7)', () => {
  it('gives a doctor every flag, the institutions and the aids of each group', async () => {
    const groups = await json<ExamGroup[]>(doctor({ method: 'GET', url: `/api/followups/${onco}/exam-groups` }));
    const simplest = groups.find((g) => g.name === 'Painel genético')!;
    expect(simplest).toMatchObject({
      requiresSampleWithdrawal: false, requiredAddress: false, requiredPersonalInformation: false, requiredProduct: false,
      requirePatientAgreement: false, daysAfterForSampleWithdrawal: 2, showInventory: true, showAuthorizerConsultInfo: false,
      institutions: [{ id: ids.genomika, name: 'Genomika Laboratório de Genética' }], aids: [],
    });
    expect(groups.find((g) => g.name === 'Hemograma e bioquímica')).toMatchObject({
      requiresSampleWithdrawal: true, daysAfterForSampleWithdrawal: 3, sampleWithdrawalRecipientTypes: ['PATIENT', 'CLINIC'],
      sampleWithdrawalRecipientLabel: 'Local da coleta',
    });
    expect(groups.find((g) => g.name === 'Avaliação imunológica')!.aids).toEqual([expect.objectContaining({
      name: 'Transporte para coleta', aidFields: [expect.objectContaining({ fieldType: 'CHECKBOX' })],
    })]);
    for (const flag of ['requiredAddress', 'requiredPersonalInformation', 'requirePatientAgreement'] as const) {
      expect(groups.some((g) => g[flag]), flag).toBe(true);
    }
  });

  it('lists the exams of a group with their supplies, and only an institution\'s when asked', async () => {
    const groups = await json<ExamGroup[]>(doctor({ method: 'GET', url: `/api/followups/${onco}/exam-groups` }));
    const imaging = groups.find((g) => g.name === 'Exames de imagem')!;
    const blood = groups.find((g) => g.name === 'Hemograma e bioquímica')!;
    const exams = await json<Exam[]>(doctor({ method: 'GET', url: `/api/exam-groups/${blood.id}/exams` }));
    expect(exams.map((e) => e.examType.name)).toEqual(['Glicemia de jejum', 'Hemograma completo', 'Perfil lipídico']);
    expect(exams.find((e) => e.required)!.supplies).toEqual([expect.objectContaining({ id: ids.bloodKit, maxQuantityPerRequest: 2 })]);
    const atLab = await json<Exam[]>(doctor({ method: 'GET', url: `/api/exam-groups/${blood.id}/exams?institutionId=${ids.genomika}` }));
    expect(atLab.every((e) => e.supplies.length === 0)).toBe(true);
    const atImaging = await json<Exam[]>(doctor({ method: 'GET', url: `/api/exam-groups/${imaging.id}/exams?institutionId=${ids.lab}` }));
    expect(atImaging.map((e) => e.examType.name)).toEqual(['Tomografia de tórax']);
  });

  it('answers another programme\'s institution or group like a missing one', async () => {
    const [group] = await json<ExamGroup[]>(doctor({ method: 'GET', url: `/api/followups/${onco}/exam-groups` }));
    const other = await doctor({ method: 'GET', url: `/api/exam-groups/${group!.id}/exams?institutionId=${ids.otherLab}` });
    expect([other.statusCode, other.json<ApiError>().code]).toEqual([404, 'institutionNotFound']);
    expect((await doctor({ method: 'GET', url: '/api/exam-groups/999999/exams' })).json<ApiError>().code).toBe('examGroupNotFound');
    expect((await doctor({ method: 'GET', url: `/api/exam-groups/${group!.id}/exams?institutionId=abc` })).statusCode).toBe(400);
  });
});

describe('the exam-group register', () => {
  it('is a system administrator\'s', async () => {
    for (const client of [admin, doctor]) {
      expect((await client({ method: 'POST', url: '/api/exam-groups', payload: groupBody() })).statusCode).toBe(403);
      expect((await client({ method: 'GET', url: `/api/exam-groups?programId=${program}` })).statusCode).toBe(403);
    }
  });

  it('creates with every flag, pages, updates and deletes, auditing each write', async () => {
    const created = await json<ExamGroup>(sys({ method: 'POST', url: '/api/exam-groups', payload: groupBody({
      requiresSampleWithdrawal: true, sampleWithdrawalRecipientTypes: ['CLINIC', 'PATIENT', 'CLINIC'], daysAfterForSampleWithdrawal: '4',
      requirePatientAgreement: true, patientAgreementUrl: '', warningRequestExam: 'Coleta somente pela manhã.', showAuthorizerConsultInfo: true,
    }) }), 201);
    expect(created).toMatchObject({
      name: 'Painel de farmacogenética', followup: { id: onco, name: 'Oncologia' }, requiresSampleWithdrawal: true,
      sampleWithdrawalRecipientTypes: ['PATIENT', 'CLINIC'], daysAfterForSampleWithdrawal: 4, patientAgreementUrl: null,
      showCreatedAt: true, showInventory: true, showAuthorizerConsultInfo: true, institutions: [{ id: ids.genomika }],
    });
    const page = await json<Page<{ id: number; exams: number }>>(sys({ method: 'GET', url: `/api/exam-groups?programId=${program}&filter=farmacogen` }));
    expect(page).toEqual({ data: [expect.objectContaining({ id: created.id, exams: 0, followup: { id: onco, name: 'Oncologia' } })], total: 1 });
    const seeded = await json<Page<{ name: string; exams: number }>>(sys({ method: 'GET', url: `/api/exam-groups?programId=${program}&filter=hemograma` }));
    expect(seeded.data).toEqual([expect.objectContaining({ name: 'Hemograma e bioquímica', exams: 3 })]);

    const updated = await json<ExamGroup>(sys({ method: 'PUT', url: `/api/exam-groups/${created.id}`, payload: groupBody({ name: 'Farmacogenética', institutionIds: [ids.lab, ids.genomika] }) }));
    expect(updated).toMatchObject({ name: 'Farmacogenética', requiresSampleWithdrawal: false, daysAfterForSampleWithdrawal: 2 });
    expect(updated.institutions.map((i) => i.id).sort()).toEqual([ids.genomika, ids.lab].sort());
    expect(updated.eligibilityMessage).toBeNull();

    expect((await sys({ method: 'DELETE', url: `/api/exam-groups/${created.id}` })).statusCode).toBe(204);
    expect((await sys({ method: 'GET', url: `/api/exam-groups/${created.id}` })).json<ApiError>().code).toBe('examGroupNotFound');
    const trail = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'examGroup'), eq(auditLog.entityId, String(created.id))));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('keeps the group\'s own eligibility refusal text, blank meaning none, within 500 characters (decision 0079)', async () => {
    const text = 'Paciente sem critério de elegibilidade para o painel. Fale com a central do programa.';
    const created = await json<ExamGroup>(sys({ method: 'POST', url: '/api/exam-groups', payload: groupBody({ name: 'Grupo com mensagem', eligibilityMessage: `  ${text} ` }) }), 201);
    expect(created.eligibilityMessage).toBe(text);
    const read = await json<ExamGroup[]>(doctor({ method: 'GET', url: `/api/followups/${onco}/exam-groups` }));
    expect(read.find((g) => g.id === created.id)).toMatchObject({ eligibilityMessage: text });
    const cleared = await json<ExamGroup>(sys({ method: 'PUT', url: `/api/exam-groups/${created.id}`, payload: groupBody({ name: 'Grupo com mensagem', eligibilityMessage: '' }) }));
    expect(cleared.eligibilityMessage).toBeNull();
    const tooLong = await sys({ method: 'PUT', url: `/api/exam-groups/${created.id}`, payload: groupBody({ eligibilityMessage: 'x'.repeat(501) }) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ApiError>()).toMatchObject({ code: 'validation', fields: { eligibilityMessage: ['validation.maxLength'] } });
    expect((await sys({ method: 'DELETE', url: `/api/exam-groups/${created.id}` })).statusCode).toBe(204);
  });

  it('validates the form with catalogue keys and refuses another programme\'s institutions', async () => {
    const bad = await sys({ method: 'POST', url: '/api/exam-groups', payload: { followupId: '', name: ' ', daysAfterForSampleWithdrawal: 'x', sampleWithdrawalRecipientTypes: ['HOME'] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ApiError>().fields ?? {})).toEqual(expect.arrayContaining(['followupId', 'name', 'daysAfterForSampleWithdrawal']));
    const foreign = await sys({ method: 'POST', url: '/api/exam-groups', payload: groupBody({ institutionIds: [ids.otherLab] }) });
    expect([foreign.statusCode, foreign.json<ApiError>().fields]).toEqual([400, { institutionIds: ['validation.invalidField'] }]);
    const missingFollowup = await sys({ method: 'POST', url: '/api/exam-groups', payload: groupBody({ followupId: 999_999 }) });
    expect(missingFollowup.json<ApiError>().fields).toEqual({ followupId: ['validation.invalidField'] });
  });

  it('keeps a group that has exams, and an exam a permission grants (409 with pt-BR text)', async () => {
    const group = await json<ExamGroup>(sys({ method: 'POST', url: '/api/exam-groups', payload: groupBody({ name: 'Grupo com exames' }) }), 201);
    const exam = await json<Exam>(sys({ method: 'POST', url: '/api/exams', payload: {
      examGroupId: group.id, examTypeName: 'Genotipagem CYP2D6', required: true, institutionIds: [ids.genomika], supplyIds: [ids.bloodKit],
    } }), 201);
    expect(exam).toMatchObject({ examType: { name: 'Genotipagem CYP2D6' }, required: true, institutions: [{ id: ids.genomika }], supplies: [{ id: ids.bloodKit }] });

    const refused = await sys({ method: 'DELETE', url: `/api/exam-groups/${group.id}` });
    expect([refused.statusCode, refused.json<ApiError>().code]).toEqual([409, 'examGroupIsLinkedToOtherEntitie']);
    expect(refused.json<ApiError>().message).toMatch(/grupo de exames/);

    // A group the admin is not in: nobody changes the permissions of their own group.
    const userGroup = (await json<{ id: number; name: string }[]>(admin({ method: 'GET', url: `/api/user-groups?programId=${program}` })))
      .find((g) => g.name !== 'Administração');
    await json(admin({ method: 'POST', url: `/api/user-groups/${userGroup!.id}/Permissions`, payload: {
      userGroupId: userGroup!.id, type: 'CLINICAL_EXAMINATION', groupId: group.id, itemId: exam.id,
    } }), 201);
    const examRefused = await sys({ method: 'DELETE', url: `/api/exams/${exam.id}` });
    expect([examRefused.statusCode, examRefused.json<ApiError>().code]).toEqual([409, 'examIsLinkedToOtherEntitie']);
    // The supply an exam ships cannot go either.
    expect((await sys({ method: 'DELETE', url: `/api/supplies/${ids.bloodKit}` })).json<ApiError>().code).toBe('supplyIsLinkedToOtherEntitie');
  });

  it('answers 400, not a database error, for an id past the integer range', async () => {
    const huge = await sys({ method: 'GET', url: '/api/exam-groups/99999999999' });
    expect(huge.statusCode).toBe(400);
  });

  it('keeps an exam and its group while the stock ledger refers to them', async () => {
    const group = await json<ExamGroup>(sys({ method: 'POST', url: '/api/exam-groups', payload: groupBody({ name: 'Grupo com estoque' }) }), 201);
    const exam = await json<Exam>(sys({ method: 'POST', url: '/api/exams', payload: {
      examGroupId: group.id, examTypeName: 'Dosagem com estoque', institutionIds: [ids.genomika], supplyIds: [],
    } }), 201);
    const district = await t.userId('distrital@demo.com.br');
    await json(admin({ method: 'POST', url: '/api/movements/inventory/distribute', payload: {
      programId: program, inventoryType: 'CLINICAL_EXAMINATION', groupId: group.id, itemId: exam.id, distributionType: 'ADD_UNITS', amount: 1, userIds: [district],
    } }));
    const refused = await sys({ method: 'DELETE', url: `/api/exams/${exam.id}` });
    expect([refused.statusCode, refused.json<ApiError>().code]).toEqual([409, 'examIsLinkedToOtherEntitie']);
  });

  it('edits and removes an exam, refusing another programme\'s supplies', async () => {
    const [group] = await json<ExamGroup[]>(doctor({ method: 'GET', url: `/api/followups/${onco}/exam-groups` }));
    const exam = await json<Exam>(sys({ method: 'POST', url: '/api/exams', payload: { examGroupId: group!.id, examTypeName: 'Exame provisório' } }), 201);
    const foreign = await sys({ method: 'PUT', url: `/api/exams/${exam.id}`, payload: { examGroupId: group!.id, examTypeName: 'X', supplyIds: [ids.otherKit] } });
    expect(foreign.json<ApiError>().fields).toEqual({ supplyIds: ['validation.invalidField'] });
    expect(await json<Exam>(sys({ method: 'PUT', url: `/api/exams/${exam.id}`, payload: { examGroupId: group!.id, examTypeName: 'Exame revisado' } })))
      .toMatchObject({ examType: { name: 'Exame revisado' }, required: false });
    expect((await sys({ method: 'DELETE', url: `/api/exams/${exam.id}` })).statusCode).toBe(204);
    expect((await sys({ method: 'GET', url: `/api/exams/${exam.id}` })).json<ApiError>().code).toBe('examNotFound');
  });
});
