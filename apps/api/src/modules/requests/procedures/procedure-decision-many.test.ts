import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BulkDecisionResult, DecisionQueueRow, Page, ProcedureDetail } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog, procedures } from '#db/schema/index.ts';
import { expectLedgerBalanced, query } from '../inventory/inventory.test-helpers.ts';
import { giveExamVouchers, insertProcedure, storedProcedure, twoDoctors, type ExamGroupRef } from './procedures.test-helpers.ts';

/**
 * Deciding from the queue (decision 0049), over HTTP: the queue itself, the bulk decision (all or
 * nothing, every id checked against the caller's scope first, each request audited), and undoing
 * a rejection within its minute. One seeded app for the file.
 */
let t: TestApp;
let programId: number;
let group: ExamGroupRef;
let doctorId: number;
let otherDoctorId: number;
let admin: Client;
let district: Client;
let doctor: Client;

useTestApp(async (app) => {
  t = app;
  ({ programId, group, doctorId, otherDoctorId } = await twoDoctors(t, 'Fila'));
  admin = await t.as('ADMIN');
  district = await t.as('DISTRICT_MANAGER');
  doctor = await t.as('DOCTOR');
  await giveExamVouchers(admin, programId, group, doctorId);
});

const decideMany = (as: Client, payload: unknown) => as({ method: 'POST', url: '/api/procedures/decisions', payload: payload as object });
const mine = (extra: { createdAt?: Date; needsProgrammeApproval?: boolean; spendVouchers?: boolean; status?: 'APPROVED' } = {}) =>
  insertProcedure(t.app.db, { programId, requesterId: doctorId, group, ...extra });
const codeOf = (res: LightMyRequestResponse) => res.json<{ code: string }>().code;
const statuses = async (ids: number[]) => Promise.all(ids.map(async (id) => (await storedProcedure(t.app.db, id)).status));
const audits = (action: string, ids: number[]) => t.app.db.select().from(auditLog)
  .where(and(eq(auditLog.action, action), inArray(auditLog.entityId, ids.map(String))));

describe('POST /procedures/decisions', () => {
  it('approves every item of each request, and audits each on its own', async () => {
    const [a, b] = [await mine(), await mine()];
    const res = await decideMany(district, { status: 'APPROVED', procedureIds: [b.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkDecisionResult>().decided.map((d) => [d.id, d.status])).toEqual([[a.id, 'APPROVED'], [b.id, 'APPROVED']]);
    for (const p of [a, b]) expect((await storedProcedure(t.app.db, p.id)).children.every((c) => c.status === 'APPROVED')).toBe(true);
    const entries = await audits('procedure.approve', [a.id, b.id]);
    expect(entries.map((e) => Number(e.entityId)).sort()).toEqual([a.id, b.id].sort());
    expect(entries.every((e) => (e.after as { via?: string }).via === 'queue')).toBe(true);
  });

  it('rejects with the reason and gives every voucher back; a rejection without a reason is 400', async () => {
    const [a, b] = [await mine({ spendVouchers: true }), await mine({ spendVouchers: true })];
    const noReason = await decideMany(district, { status: 'REJECTED', procedureIds: [a.id, b.id], reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'validation', fields: { reason: ['validation.requiredField'] } });
    const res = await decideMany(district, { status: 'REJECTED', procedureIds: [a.id, b.id], reason: 'Fora do protocolo' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await district({ method: 'GET', url: `/api/procedures/${a.id}` })).json<ProcedureDetail>();
    expect(detail).toMatchObject({ status: 'REJECTED', rejectionReason: 'Fora do protocolo', approvedBy: { name: 'Diego Gerente Distrital' } });
    expect(await audits('procedure.reject', [a.id, b.id])).toHaveLength(2);
    await expectLedgerBalanced(t.app.db);
  });

  it('refuses a request of another subtree exactly like a missing one, and decides none', async () => {
    const [a, foreign] = [await mine(), await insertProcedure(t.app.db, { programId, requesterId: otherDoctorId, group })];
    const other = await decideMany(district, { status: 'APPROVED', procedureIds: [a.id, foreign.id] });
    const missing = await decideMany(district, { status: 'APPROVED', procedureIds: [a.id, 999_999_999] });
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('procedureNotFound');
    expect(other.body).toBe(missing.body);
    expect(await statuses([a.id, foreign.id])).toEqual(['OPEN', 'OPEN']);
  });

  it('is all or nothing over mixed ids: a decided one is 409, one only the programme decides is 403', async () => {
    const [a, decided, programmePays] = [await mine(), await mine({ status: 'APPROVED' }), await mine({ needsProgrammeApproval: true })];
    const late = await decideMany(district, { status: 'APPROVED', procedureIds: [a.id, decided.id] });
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'procedureNotOpen']);
    const notMine = await decideMany(district, { status: 'APPROVED', procedureIds: [a.id, programmePays.id] });
    expect([notMine.statusCode, codeOf(notMine)]).toEqual([403, 'forbidden']);
    expect(await statuses([a.id, programmePays.id])).toEqual(['OPEN', 'OPEN']);
    expect(await audits('procedure.approve', [a.id])).toHaveLength(0);
    const byAdmin = await decideMany(admin, { status: 'APPROVED', procedureIds: [a.id, programmePays.id] });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('answers bad input 400 with stable codes, and a doctor 403', async () => {
    const a = await mine();
    for (const payload of [
      { status: 'APPROVED', procedureIds: [] },
      { status: 'APPROVED', procedureIds: [a.id, a.id] },
      { status: 'APPROVED', procedureIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      { status: 'APPROVED', procedureIds: ['x'] },
      { status: 'APPROVED', procedureIds: [0] },
      { status: 'CONCLUDED', procedureIds: [a.id] },
      { procedureIds: [a.id] },
    ]) {
      const res = await decideMany(district, payload);
      expect([res.statusCode, codeOf(res)], JSON.stringify(payload)).toEqual([400, 'validation']);
    }
    const asDoctor = await decideMany(doctor, { status: 'APPROVED', procedureIds: [a.id] });
    expect(asDoctor.statusCode).toBe(403);
    expect(await statuses([a.id])).toEqual(['OPEN']);
  });
});

describe('GET /procedures/queue', () => {
  it('lists, oldest first, only the OPEN requests the caller may decide', async () => {
    const old = await mine({ createdAt: new Date('1999-01-02T12:00:00Z') });
    const older = await mine({ createdAt: new Date('1999-01-01T12:00:00Z') });
    const programmePays = await mine({ createdAt: new Date('1999-01-01T13:00:00Z'), needsProgrammeApproval: true });
    const foreign = await insertProcedure(t.app.db, { programId, requesterId: otherDoctorId, group, createdAt: new Date('1999-01-01T14:00:00Z') });
    const page = async (as: Client) => (await as({ method: 'GET', url: `/api/procedures/queue?${query({ programId, take: 50 })}` })).json<Page<DecisionQueueRow>>();

    const ofDistrict = (await page(district)).data.map((r) => r.id);
    expect(ofDistrict.slice(0, 2)).toEqual([older.id, old.id]);
    expect(ofDistrict).not.toContain(programmePays.id);
    expect(ofDistrict).not.toContain(foreign.id);
    const ofAdmin = (await page(admin)).data;
    expect(ofAdmin.slice(0, 4).map((r) => r.id)).toEqual([older.id, programmePays.id, foreign.id, old.id]);
    expect(ofAdmin[1]!.needsProgrammeApproval).toBe(true);
    expect(await page(doctor)).toEqual({ data: [], total: 0 });
  });
});

describe('POST /procedures/{id}/undo-rejection', () => {
  const undo = (as: Client, id: number) => as({ method: 'POST', url: `/api/procedures/${id}/undo-rejection` });

  it('reopens a request its rejecter undoes within the minute, and spends its vouchers again', async () => {
    const p = await mine({ spendVouchers: true });
    const rejected = await district({ method: 'PUT', url: `/api/procedures/${p.id}/status`, payload: { status: 'REJECTED', reason: 'Engano' } });
    expect(rejected.json<ProcedureDetail>().undoRejectionUntil).not.toBeNull();
    const byOther = await undo(admin, p.id);
    expect([byOther.statusCode, codeOf(byOther)]).toEqual([409, 'rejectionUndoUnavailable']);
    const res = await undo(district, p.id);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ProcedureDetail>();
    expect(detail).toMatchObject({ status: 'OPEN', approvedBy: null, rejectionReason: null, canDecide: true, undoRejectionUntil: null });
    expect(detail.children.every((c) => c.status === 'OPEN' && c.reason === null)).toBe(true);
    expect(detail.children[0]!.movements.map((m) => m.direction)).toEqual(['CONSUMED', 'RETURNED', 'CONSUMED']);
    await expectLedgerBalanced(t.app.db);
    expect(await audits('procedure.undoRejection', [p.id])).toHaveLength(1);
    const again = await undo(district, p.id);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'rejectionUndoUnavailable']);
  });

  it('refuses after the minute (409), and a request the caller does not see (404)', async () => {
    const p = await mine();
    await district({ method: 'PUT', url: `/api/procedures/${p.id}/status`, payload: { status: 'REJECTED', reason: 'Engano' } });
    await t.app.db.update(procedures).set({ approvedAt: sql`now() - interval '61 seconds'` }).where(eq(procedures.id, p.id));
    const late = await undo(district, p.id);
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'rejectionUndoExpired']);
    expect(await statuses([p.id])).toEqual(['REJECTED']);
    expect((await undo(district, 999_999_999)).statusCode).toBe(404);
  });
});
