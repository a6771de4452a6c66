import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PROGRESS_TEMPLATE_HEADERS, type ProcedureDetail, type ProgressImportErrorRow } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog } from '#db/schema/index.ts';
import { excelStyleXlsx, multipartFile, type FixtureValue } from '#platform/lib/spreadsheet/xlsx-fixtures.ts';
import { expectLedgerBalanced, programIdOf, query } from '../inventory/inventory.test-helpers.ts';
import { demoExamGroup, giveExamVouchers, insertProcedure, storedProcedure, type ExamGroupRef } from './procedures.test-helpers.ts';

let t: TestApp;
let programId: number;
let group: ExamGroupRef;
let doctorId: number;
let admin: Client;
let district: Client;
let doctor: Client;

useTestApp(async (app) => {
  t = app;
  programId = await programIdOf(t.app.db, 'BEMESTAR');
  group = await demoExamGroup(t.app.db, programId);
  doctorId = await t.userId('medico@demo.com.br');
  admin = await t.as('ADMIN');
  district = await t.as('DISTRICT_MANAGER');
  doctor = await t.as('DOCTOR');
  // Vouchers for every exam of the group, so requests can be paid by them.
  await giveExamVouchers(admin, programId, group, doctorId);
});

const step = (as: Client, id: number, payload: object) => as({ method: 'POST', url: `/api/procedures/${id}/progress`, payload });
const approved = () => insertProcedure(t.app.db, {
  programId, requesterId: doctorId, group, examIds: group.examIds.slice(0, 2), status: 'APPROVED', spendVouchers: true,
});
const vouchers = async (itemId: number) => (await doctor({
  method: 'GET', url: `/api/movements/inventory/amount?${query({ programId, inventory: 'CLINICAL_EXAMINATION', groupId: group.examGroupId, itemId })}`,
})).json<{ amount: number }>().amount;
const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

describe('POST /procedures/{id}/progress', () => {
  it('schedules, collects, receives and concludes, stamping child and procedure', async () => {
    const p = await approved();
    const [a, b] = p.childIds as [number, number];
    let res = await step(admin, p.id, { step: 'SCHEDULE', scheduledFor: '2031-03-10T09:30', childIds: [a, b] });
    expect(res.statusCode, res.body).toBe(200);
    let detail = res.json<ProcedureDetail>();
    expect(detail).toMatchObject({ storedStatus: 'SCHEDULED', status: 'SCHEDULED' });
    expect(detail.scheduledAt).not.toBeNull();
    expect(detail.children[0]).toMatchObject({ status: 'SCHEDULED', subStatus: 'SCHEDULED_EXAM', subStatusCode: 4, allowedSteps: ['SCHEDULE', 'COLLECT', 'CONCLUDE', 'CANCEL'] });
    res = await step(admin, p.id, { step: 'SCHEDULE', scheduledFor: '2031-03-10T09:30', childIds: [a] });
    expect(res.json<ProcedureDetail>().children[0]!.subStatus).toBe('RESCHEDULED');
    res = await step(admin, p.id, { step: 'COLLECT', childIds: [a] });
    expect(res.json<ProcedureDetail>().children[0]).toMatchObject({ subStatus: 'UNDER_REVIEW', collectedAt: expect.any(String) as string });
    res = await step(admin, p.id, { step: 'RECEIVE', childIds: [a], subStatus: 'RECOLLECTION' });
    expect(res.json<ProcedureDetail>().children[0]).toMatchObject({ subStatus: 'RECOLLECTION', subStatusCode: 6 });
    // The exams are done on their appointment's day at the earliest: the clock moves there.
    const clock = t.app.deps.now;
    t.app.deps = { ...t.app.deps, now: () => new Date('2031-03-10T15:00:00Z') };
    res = await step(admin, p.id, { step: 'CONCLUDE', childIds: [a] });
    detail = res.json<ProcedureDetail>();
    expect(detail).toMatchObject({ status: 'PARTIAL', storedStatus: 'SCHEDULED', concludedAt: null });
    res = await step(admin, p.id, { step: 'CONCLUDE', childIds: [b] });
    detail = res.json<ProcedureDetail>();
    expect(detail).toMatchObject({ status: 'CONCLUDED', storedStatus: 'CONCLUDED', concludedAt: expect.any(String) as string });
    expect(detail.children.every((c) => c.allowedSteps.length === 0)).toBe(true);
    t.app.deps = { ...t.app.deps, now: clock };
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'procedure.progress'), eq(auditLog.entityId, String(p.id))));
    expect(audits).toHaveLength(6);
  });

  it('refuses to conclude an item scheduled for a later day with 400 procedureConcludedBeforeAppointment, writing nothing', async () => {
    const p = await approved();
    const [a] = p.childIds as [number, number];
    expect((await step(admin, p.id, { step: 'SCHEDULE', scheduledFor: '2031-12-05T09:30', childIds: [a] })).statusCode).toBe(200);
    const res = await step(admin, p.id, { step: 'CONCLUDE', childIds: [a] });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('procedureConcludedBeforeAppointment');
    expect((await storedProcedure(t.app.db, p.id)).children.find((c) => c.id === a)?.status).toBe('SCHEDULED');
  });

  it('refuses a step the child does not allow with 400 procedureStepNotAllowed, writing nothing', async () => {
    const p = await approved();
    const res = await step(admin, p.id, { step: 'COLLECT', childIds: p.childIds });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('procedureStepNotAllowed');
    const open = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group });
    expect(codeOf(await step(admin, open.id, { step: 'SCHEDULE', scheduledFor: '2031-03-10T09:30', childIds: open.childIds }))).toBe('procedureStepNotAllowed');
    expect((await storedProcedure(t.app.db, p.id)).children.map((c) => c.status)).toEqual(p.childIds.map(() => 'APPROVED'));
  });

  it('cancels with a reason and a cancel sub-status, returning the voucher; the last cancel cancels the procedure', async () => {
    const p = await approved();
    const [a, b] = p.childIds as [number, number];
    expect(codeOf(await step(admin, p.id, { step: 'CANCEL', childIds: [a] }))).toBe('procedureCancelReasonRequired');
    expect(codeOf(await step(admin, p.id, { step: 'CANCEL', childIds: [a], reason: 'x', subStatus: 'CONCLUDED' }))).toBe('procedureSubStatusNotAllowed');
    const before = await vouchers(group.examIds[0]!);
    let res = await step(admin, p.id, { step: 'CANCEL', childIds: [a], reason: 'Paciente desistiu', subStatus: 'CANCELLED_BY_PATIENT' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProcedureDetail>().children[0]).toMatchObject({ status: 'CANCELED', subStatus: 'CANCELLED_BY_PATIENT', reason: 'Paciente desistiu' });
    expect(await vouchers(group.examIds[0]!)).toBe(before + 1);
    res = await step(admin, p.id, { step: 'CANCEL', childIds: [b], reason: 'Laboratório fechado' });
    expect(res.json<ProcedureDetail>()).toMatchObject({ storedStatus: 'CANCELED', cancelationReason: 'Laboratório fechado', canceledAt: expect.any(String) as string });
    await expectLedgerBalanced(t.app.db);
  });

  it('is for administrators only, and a child of another request answers 400', async () => {
    const p = await approved();
    expect((await step(district, p.id, { step: 'SCHEDULE', scheduledFor: '2031-03-10T09:30', childIds: p.childIds })).statusCode).toBe(403);
    const other = await approved();
    expect(codeOf(await step(admin, p.id, { step: 'SCHEDULE', scheduledFor: '2031-03-10T09:30', childIds: [other.childIds[0]] }))).toBe('procedureChildNotInProcedure');
    expect((await step(admin, 999_999_999, { step: 'SCHEDULE', scheduledFor: '2031-03-10T09:30', childIds: [1] })).statusCode).toBe(404);
  });
});

describe('the step spreadsheet', () => {
  const sheet = async (rows: FixtureValue[][]) => multipartFile(await excelStyleXlsx([[...PROGRESS_TEMPLATE_HEADERS], ...rows]));
  const upload = async (suffix: string, rows: FixtureValue[][]) =>
    admin({ method: 'POST', url: `/api/procedures/progress-XLSX${suffix}?programId=${programId}`, ...await sheet(rows) });

  it('downloads the template with the six headers', async () => {
    const res = await admin({ method: 'GET', url: '/api/procedures/progress-XLSX/template' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, ...PROGRESS_TEMPLATE_HEADERS]);
    expect((await district({ method: 'GET', url: '/api/procedures/progress-XLSX/template' })).statusCode).toBe(403);
  });

  it('explains every bad row and saves nothing', async () => {
    const p = await approved();
    const open = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group });
    const rows: FixtureValue[][] = [
      [p.childCodes[0]!, 'Agendar', null, null, '10/03/2031 09:30', 'Laboratório'],
      ['NAO-EXISTE', 'Agendar', null, null, '10/03/2031 09:30', null],
      [p.childCodes[1]!, 'Voar', null, null],
      [open.childCodes[0]!, 'Concluir', null, null],
      [p.childCodes[0]!, 'Agendar', null, null, '10/03/2031 09:30', null],
      [p.childCodes[1]!, 'Cancelar', null, null],
      [p.childCodes[1]!, 'Agendar', null, null, null, 'Laboratório'],
      [p.childCodes[1]!, 'Agendar', null, null, '31/02/2031 09:30', null],
    ];
    const res = await upload('/validate', rows);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; total: number; invalid: number; errors: ProgressImportErrorRow[]; report: unknown }>();
    expect(body).toMatchObject({ success: false, total: 8, invalid: 7 });
    expect(body.report).not.toBeNull();
    expect(body.errors.map((e) => [e.row, e.errors.map((x) => x.code)])).toEqual([
      [3, ['validation.progressUnknownCode']],
      [4, ['validation.progressUnknownStep']],
      [5, ['validation.progressStepNotAllowed']],
      [6, ['validation.duplicatedInFile']],
      [7, ['validation.progressReasonRequired']],
      [8, ['err.procedureScheduleDateRequired']],
      [9, ['validation.invalidDate']],
    ]);
    const imported = await upload('', rows);
    expect(imported.json()).toMatchObject({ success: false, imported: 0 });
    expect((await storedProcedure(t.app.db, p.id)).children.map((c) => c.status)).toEqual(['APPROVED', 'APPROVED']);
  });

  it('names the row that concludes an item scheduled for a later day, and saves nothing', async () => {
    const p = await approved();
    const [a] = p.childIds as [number, number];
    expect((await step(admin, p.id, { step: 'SCHEDULE', scheduledFor: '2031-12-05T09:30', childIds: [a] })).statusCode).toBe(200);
    const rows: FixtureValue[][] = [[p.childCodes[0]!, 'Concluir', null, null]];
    const checked = (await upload('/validate', rows)).json<{ success: boolean; errors: ProgressImportErrorRow[] }>();
    expect(checked.errors.map((e) => [e.row, e.errors.map((x) => x.code)])).toEqual([[2, ['validation.progressConcludedBeforeAppointment']]]);
    const imported = await upload('', rows);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ success: false, imported: 0 });
    expect((await storedProcedure(t.app.db, p.id)).children.find((c) => c.id === a)?.status).toBe('SCHEDULED');
  });

  it('imports every row all together, returning canceled vouchers', async () => {
    const p = await approved();
    const before = await vouchers(group.examIds[1]!);
    const rows: FixtureValue[][] = [
      [p.childCodes[0]!, 'agendar', 'Exame Agendado', null, '15/03/2031 08:00', 'Clínica Norte'],
      [p.childCodes[1]!, 'Cancelar', 'Cancelado pelo laboratório', 'Sem agenda'],
    ];
    expect((await upload('/validate', rows)).json()).toMatchObject({ success: true, total: 2, valid: 2, report: null });
    const res = await upload('', rows);
    expect(res.json()).toEqual({ success: true, imported: 2, errors: [] });
    const stored = await storedProcedure(t.app.db, p.id);
    expect(stored.children.map((c) => [c.status, c.subStatus])).toEqual([['SCHEDULED', 'SCHEDULED_EXAM'], ['CANCELED', 'CANCELLED_BY_LABORATORY']]);
    expect(stored.status).toBe('SCHEDULED');
    const detail = (await admin({ method: 'GET', url: `/api/procedures/${p.id}` })).json<ProcedureDetail>();
    expect(detail.children[0]).toMatchObject({ appointmentAt: '2031-03-15T11:00:00.000Z', appointmentPlace: 'Clínica Norte' });
    expect(await vouchers(group.examIds[1]!)).toBe(before + 1);
    await expectLedgerBalanced(t.app.db);
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'procedure.importProgress'));
    expect(audit).toBeDefined();
  });
});
