import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { translate, type CarePatientPage, type PatientCheck, type PatientRead, type PrivacyOverview } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog, patientReads, patients } from '#db/schema/index.ts';
import { purgeExpired } from '#platform/jobs/retention.ts';
import { cpfOf } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { demoExamGroup, insertProcedure } from '#requests/procedures/procedures.test-helpers.ts';

/**
 * "Quem consultou meus dados" counts the list pages and exports that showed the patient, not only
 * the records opened (decision 0064): one entry per reader, day, source and request type.
 */
const TAG = `Leitura${randomBytes(3).toString('hex')}`;
const CPF_A = cpfOf(94_101);
const CPF_B = cpfOf(94_102);
let t: TestApp;
let programId: number;
let doctor: Client;
let representative: Client;
let admin: Client;
let codeA: string;
let codeB: string;

useTestApp(async (app) => {
  t = app;
  programId = await t.programId('BEMESTAR');
  const doctorId = await t.userId('medico@demo.com.br');
  const group = await demoExamGroup(t.app.db, programId);
  const request = async (name: string, cpf: string) => {
    await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, patient: { name, cpf } });
    return (await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, type: 'PATIENTS', patient: { name, cpf } })).code;
  };
  codeA = await request(`${TAG} Ana Alves`, CPF_A);
  codeB = await request(`${TAG} Bruno Borges`, CPF_B);
  doctor = await t.as('DOCTOR');
  representative = await t.as('REPRESENTATIVE');
  admin = await t.as('ADMIN');
});

/** The patient's privacy centre on their link, after the CPF check. */
async function readsOf(code: string, cpf: string): Promise<PatientRead[]> {
  const checked = await t.anon({ method: 'GET', url: `/api/procedures/by-code/${code}/${cpf}`, remoteAddress: `10.64.0.${cpf.slice(-2)}` });
  expect(checked.statusCode, checked.body).toBe(200);
  const res = await t.anon({
    method: 'GET', url: `/api/procedures/by-code/${code}/privacy`, headers: { 'x-patient-token': checked.json<PatientCheck>().token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PrivacyOverview>().reads;
}
const shownBy = (reads: PatientRead[], source: string) => reads.filter((r) => r.source === source);

const listUrl = (filter: string, type = 'CLINICAL_EXAMINATION') =>
  `/api/procedures?${new URLSearchParams({ programId: String(programId), type, filter, take: '10' }).toString()}`;
const exportUrl = (format: string) =>
  `/api/procedures/export?${new URLSearchParams({ programId: String(programId), type: 'CLINICAL_EXAMINATION', filter: `${TAG} Ana`, format }).toString()}`;

describe('list pages in the privacy centre', () => {
  it('counts a doctor\'s list pages that showed the patient as one entry of the day with how many times', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await doctor({ method: 'GET', url: listUrl(`${TAG} Ana`) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: unknown[] }>().data).toHaveLength(1);
    }
    const lists = shownBy(await readsOf(codeA, CPF_A), 'requestList');
    expect(lists).toEqual([expect.objectContaining({
      actorName: 'Dr. Marcos Medeiros', actorType: 'DOCTOR', action: 'procedure.list', requestType: 'CLINICAL_EXAMINATION', count: 2,
    })]);
    expect(lists[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds nothing for a patient a page did not show, and nothing of another patient\'s requests', async () => {
    // A page of Bruno's request only, and a page of another type: Ana's entry stays as it was.
    expect((await doctor({ method: 'GET', url: listUrl(`${TAG} Bruno`) })).json<{ data: unknown[] }>().data).toHaveLength(1);
    expect((await doctor({ method: 'GET', url: listUrl(TAG, 'TRAVEL') })).statusCode).toBe(200);
    const ana = await readsOf(codeA, CPF_A);
    expect(shownBy(ana, 'requestList')).toEqual([expect.objectContaining({ count: 2 })]);
    const bruno = await readsOf(codeB, CPF_B);
    expect(shownBy(bruno, 'requestList')).toEqual([expect.objectContaining({ actorName: 'Dr. Marcos Medeiros', count: 1 })]);
    expect(shownBy(bruno, 'requestExport')).toEqual([]);
  });

  it('counts every one of many pages read at the same moment, each with its audit entry, whether the page was loaded or shared', async () => {
    const auditsBefore = await listAuditsOf('representante@demo.com.br');
    // Two waves of simultaneous reads of one page: the second is answered from the shared page.
    for (let wave = 0; wave < 2; wave++) {
      const pages = await Promise.all(Array.from({ length: 8 }, () => representative({ method: 'GET', url: listUrl(`${TAG} Bruno`) })));
      for (const res of pages) expect(res.json<{ data: unknown[] }>().data, res.body).toHaveLength(1);
    }
    expect(shownBy(await readsOf(codeB, CPF_B), 'requestList')).toEqual(expect.arrayContaining([
      expect.objectContaining({ actorType: 'REPRESENTATIVE', action: 'procedure.list', count: 16 }),
    ]));
    expect(await listAuditsOf('representante@demo.com.br')).toBe(auditsBefore + 16);
  });
});

/** How many list or queue pages this user's audit trail holds. */
async function listAuditsOf(email: string): Promise<number> {
  const rows = await t.app.db.select({ id: auditLog.id }).from(auditLog)
    .where(and(eq(auditLog.actorId, await t.userId(email)), eq(auditLog.action, 'procedure.list')));
  return rows.length;
}

describe('exports in the privacy centre', () => {
  it('names each reader whose export carried the patient, with the export\'s name, and audits how many patients went out', async () => {
    for (const [who, format] of [[doctor, 'csv'], [representative, 'csv'], [admin, 'xlsx'], [admin, 'csv']] as const) {
      const res = await who({ method: 'GET', url: exportUrl(format) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const exports = shownBy(await readsOf(codeA, CPF_A), 'requestExport');
    expect(exports.map((r) => [r.actorType, r.action, r.requestType, r.count]).sort()).toEqual([
      ['ADMIN', 'procedure.export', 'CLINICAL_EXAMINATION', 2],
      ['DOCTOR', 'procedure.export', 'CLINICAL_EXAMINATION', 1],
      ['REPRESENTATIVE', 'procedure.export', 'CLINICAL_EXAMINATION', 1],
    ]);
    expect(translate(`patientLink.readSource.requestExportOf`, { type: translate(`procedureType.${exports[0]!.requestType}`) }))
      .toBe('Exportação de solicitações: Exame clínico');
    // Bruno was in none of these files.
    expect(shownBy(await readsOf(codeB, CPF_B), 'requestExport')).toEqual([]);
    const [done] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'procedure.exportCompleted')).orderBy(desc(auditLog.id)).limit(1);
    expect(done!.after).toMatchObject({ rows: 1, patients: 1, patientReads: { source: 'requestExport', requestType: 'CLINICAL_EXAMINATION' } });
  });
});

describe('the patient-care system\'s pages in the privacy centre', () => {
  it('counts the programme patient of a CPF the doctor\'s patient-care list showed', async () => {
    const userId = await t.userId('medico@demo.com.br');
    const first = await doctor({ method: 'GET', url: `/api/patients/by-crm-from-patientcare/${userId}/1/5` });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<CarePatientPage>();
    const cpf = page.patients[0]!.patientCPF.replace(/\D/g, '');
    const doctorId = await t.userId('medico@demo.com.br');
    const { code } = await insertProcedure(t.app.db, {
      programId, requesterId: doctorId, group: await demoExamGroup(t.app.db, programId), type: 'PATIENTS', patient: { name: page.patients[0]!.patientName, cpf },
    });
    expect((await doctor({ method: 'GET', url: `/api/patients/by-crm-from-patientcare/${userId}/1/5` })).statusCode).toBe(200);
    expect(shownBy(await readsOf(code, cpf), 'patientCareList')).toEqual([
      expect.objectContaining({ actorName: 'Dr. Marcos Medeiros', action: 'patientCare.list', requestType: null, count: 1 }),
    ]);
  });
});

describe('retention of the per-patient records', () => {
  it('deletes the entries older than a year with the retention purge, and keeps the newer', async () => {
    const [ana] = await t.app.db.select({ id: patients.id }).from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, CPF_A)));
    const readerId = await t.userId('medico@demo.com.br');
    const at = new Date('2031-01-10T12:00:00Z');
    await t.app.db.insert(patientReads).values([
      { patientId: ana!.id, readerId, day: '2030-01-09', source: 'requestList', count: 3, firstAt: at, lastAt: at },
      { patientId: ana!.id, readerId, day: '2030-01-11', source: 'requestList', count: 1, firstAt: at, lastAt: at },
    ]);
    const purged = await purgeExpired({ ...t.app.deps, now: () => at });
    expect(purged.patientReads).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select({ day: patientReads.day }).from(patientReads).where(eq(patientReads.patientId, ana!.id));
    expect(left.map((r) => r.day)).not.toContain('2030-01-09');
    expect(left.map((r) => r.day)).toContain('2030-01-11');
  });
});
