import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ProcedureDetail } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog } from '#db/schema/index.ts';
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

const vouchers = async (itemId: number) => {
  const res = await doctor({
    method: 'GET',
    url: `/api/movements/inventory/amount?${query({ programId, inventory: 'CLINICAL_EXAMINATION', groupId: group.examGroupId, itemId })}`,
  });
  return res.json<{ amount: number }>().amount;
};
const allVouchers = async () => Promise.all(group.examIds.map(vouchers));
const decide = (as: Client, id: number, payload: object) => as({ method: 'PUT', url: `/api/procedures/${id}/status`, payload });
const paid = () => insertProcedure(t.app.db, { programId, requesterId: doctorId, group, spendVouchers: true });

describe('PUT /procedures/{id}/status', () => {
  it('approves the selected children; the others are rejected and their vouchers return', async () => {
    const before = await allVouchers();
    const p = await paid();
    expect(await allVouchers()).toEqual(before.map((n) => n - 1));
    const res = await decide(district, p.id, { status: 'APPROVED', procedureIds: [p.childIds[0]] });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ProcedureDetail>();
    expect(detail).toMatchObject({ status: 'APPROVED', storedStatus: 'APPROVED', canDecide: false, approvedBy: { name: 'Diego Gerente Distrital' } });
    expect(detail.approvedAt).not.toBeNull();
    expect(detail.children.map((c) => c.status)).toEqual(p.childIds.map((_, i) => (i === 0 ? 'APPROVED' : 'REJECTED')));
    expect(detail.children[1]!.movements.map((m) => m.direction)).toEqual(['CONSUMED', 'RETURNED']);
    expect(await allVouchers()).toEqual(before.map((n, i) => (i === 0 ? n - 1 : n)));
    await expectLedgerBalanced(t.app.db);
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'procedure.approve'), eq(auditLog.entityId, String(p.id))));
    expect(audits).toHaveLength(1);
  });

  it('answers a second submission 409 procedureNotOpen and changes nothing', async () => {
    const p = await paid();
    const [first, second] = await Promise.all([
      decide(district, p.id, { status: 'APPROVED', procedureIds: p.childIds }),
      decide(district, p.id, { status: 'APPROVED', procedureIds: p.childIds }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)!.json<{ code: string }>().code).toBe('procedureNotOpen');
    const again = await decide(admin, p.id, { status: 'REJECTED' });
    expect(again.statusCode).toBe(409);
    expect((await storedProcedure(t.app.db, p.id)).children.map((c) => c.status)).toEqual(p.childIds.map(() => 'APPROVED'));
  });

  it('rejects every child and returns every voucher', async () => {
    const before = await allVouchers();
    const p = await paid();
    const res = await decide(district, p.id, { status: 'REJECTED', reason: 'Fora do protocolo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProcedureDetail>()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Fora do protocolo' });
    expect((await storedProcedure(t.app.db, p.id)).children.every((c) => c.status === 'REJECTED')).toBe(true);
    expect(await allVouchers()).toEqual(before);
    await expectLedgerBalanced(t.app.db);
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'procedure.reject'), eq(auditLog.entityId, String(p.id))));
    expect(audits).toHaveLength(1);
  });

  it('refuses a doctor (403) and approval without a selection or with a foreign child (400)', async () => {
    const p = await paid();
    expect((await decide(doctor, p.id, { status: 'APPROVED', procedureIds: p.childIds })).statusCode).toBe(403);
    const none = await decide(district, p.id, { status: 'APPROVED', procedureIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ code: string }>().code).toBe('procedureSelectionRequired');
    const other = await paid();
    const foreign = await decide(district, p.id, { status: 'APPROVED', procedureIds: [p.childIds[0], other.childIds[0]] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ code: string }>().code).toBe('procedureChildNotInProcedure');
    expect((await storedProcedure(t.app.db, p.id)).status).toBe('OPEN');
  });

  it('lets only administrators decide a request the programme pays for', async () => {
    const p = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, needsProgrammeApproval: true });
    const detail = (await district({ method: 'GET', url: `/api/procedures/${p.id}` })).json<ProcedureDetail>();
    expect(detail.canDecide).toBe(false);
    expect((await decide(district, p.id, { status: 'APPROVED', procedureIds: p.childIds })).statusCode).toBe(403);
    expect((await decide(admin, p.id, { status: 'APPROVED', procedureIds: p.childIds })).statusCode).toBe(200);
  });

  it('approves every child of a travel request whatever is selected', async () => {
    const p = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, type: 'TRAVEL' });
    const res = await decide(district, p.id, { status: 'APPROVED', procedureIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProcedureDetail>().children.every((c) => c.status === 'APPROVED')).toBe(true);
  });

  it('answers 404 procedureNotFound for a request the caller does not see', async () => {
    const res = await decide(district, 999_999_999, { status: 'REJECTED' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('procedureNotFound');
  });
});
