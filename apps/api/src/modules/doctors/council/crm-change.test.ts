import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiError, UserDetail } from '@portal/domain';
import { auditLog, doctors, outboundMessages } from '#db/schema/index.ts';
import { buildHierarchy, type MemberRecord } from '#test/hierarchy-fixture.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

/**
 * An approved doctor's CRM or state changed by an administrator (decision 0065), on the council
 * simulator's table (README): the doctor keeps approval only when the council answers the new CRM
 * active under the doctor's name; another person's CRM, a suspended or unknown one, or the council
 * down sends the doctor back to awaiting approval — told by e-mail, the audit holding both CRMs —
 * and the CRM's patients in the patient-care system are no longer read.
 */
let t: TestApp;
let admin: Client;
/** Approved doctors of the programme, registered active under their own name (two fixture runs). */
let doctorsToMove: MemberRecord[];

useTestApp(async (app) => {
  t = app;
  admin = await t.as('ADMIN');
  const [first, second] = [await buildHierarchy(t), await buildHierarchy(t)];
  doctorsToMove = [first.members.doctor1, first.members.doctor2, first.members.orphan, second.members.doctor1, second.members.doctor2];
});

const patients = (c: Client, userId: number) => c({ method: 'GET', url: `/api/patients/by-crm-from-patientcare/${userId}/1/10` });
const moveTo = (doctor: MemberRecord, crm: string, uf = 'SP') => admin({
  method: 'PUT', url: `/api/users/${doctor.id}`, payload: { name: doctor.name, email: doctor.email, phone: doctor.phone, type: 'DOCTOR', doctor: { crm, uf } },
});
const summary = (res: LightMyRequestResponse) => `${res.statusCode} ${res.json<ApiError>().code}`;

describe('a doctor moved to a CRM the council does not confirm as theirs', () => {
  const cases = [
    { label: 'active under another name (135790/SP)', crm: '135790', status: 'ACTIVE', reason: 'crmNameMismatch' },
    { label: 'suspended (999999/SP)', crm: '999999', status: 'SUSPENDED', reason: 'crmNotActive' },
    { label: 'unknown to the council (111111/SP)', crm: '111111', status: 'NOT_FOUND', reason: 'crmNotFound' },
    { label: 'while the council is down (500500/SP)', crm: '500500', status: 'UNVERIFIED', reason: 'councilUnavailable' },
  ] as const;

  it.each(cases.map((c, i) => ({ ...c, index: i })))('$label: back to awaiting approval, told, audited, no patient-care reads', async ({ crm, status, reason, index }) => {
    const doctor = doctorsToMove[index]!;
    const own = await t.as(doctor.email);
    expect((await patients(own, doctor.id)).statusCode).toBe(200);

    const moved = await moveTo(doctor, crm);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<UserDetail>()).toMatchObject({ approved: false, doctor: { crm, uf: 'SP' } });
    const [row] = await t.app.db.select({ status: doctors.councilStatus }).from(doctors).where(eq(doctors.userId, doctor.id));
    expect(row!.status).toBe(status);

    // The doctor's own session is refused at once, and the staff above read none of that CRM's patients.
    expect(summary(await patients(own, doctor.id))).toBe('403 userNotApproved');
    const byAdmin = await patients(admin, doctor.id);
    expect(summary(byAdmin)).toBe('403 patientCareNeedsActiveRegistration');
    expect(JSON.stringify(byAdmin.json())).not.toContain('patientCPF');

    const trail = await t.app.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'council.approvalWithdrawn'), eq(auditLog.entityId, String(doctor.id))));
    expect(trail.map((a) => [a.before, a.after])).toEqual([[
      { crm: doctor.doctor!.crm, uf: 'SP', approved: true },
      { crm, uf: 'SP', approved: false, councilStatus: status, reason },
    ]]);
    const told = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, doctor.email));
    expect(told.map((m) => m.subject)).toContainEqual(expect.stringContaining('voltou para análise'));
  });

  it('approved again while the council cannot confirm the CRM, the doctor still reads no patient-care patient', async () => {
    const doctor = doctorsToMove[3]!;
    const approved = await admin({ method: 'PUT', url: `/api/users/${doctor.id}/approved`, payload: { approved: true } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ approved: true, councilStatus: 'UNVERIFIED' });
    const own = await t.as(doctor.email);
    expect(summary(await patients(own, doctor.id))).toBe('403 patientCareNeedsActiveRegistration');
    expect(summary(await patients(admin, doctor.id))).toBe('403 patientCareNeedsActiveRegistration');
  });
});

describe('a doctor moved to a CRM the council holds active under their name', () => {
  it('keeps approval and reads that CRM\'s patients', async () => {
    const doctor = doctorsToMove[4]!;
    const own = await t.as(doctor.email);
    const crm = String(7_300_000 + (doctor.id % 100_000));
    const moved = await moveTo(doctor, crm, 'MG');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<UserDetail>()).toMatchObject({ approved: true, doctor: { crm, uf: 'MG' } });
    expect((await patients(own, doctor.id)).statusCode).toBe(200);
    expect((await patients(admin, doctor.id)).statusCode).toBe(200);
    const trail = await t.app.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'council.approvalWithdrawn'), eq(auditLog.entityId, String(doctor.id))));
    expect(trail).toEqual([]);
  });
});
