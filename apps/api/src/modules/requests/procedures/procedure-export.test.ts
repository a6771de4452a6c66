import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog, patientReads, patients } from '#db/schema/index.ts';
import { insertPeople, programIdOf, query } from '../inventory/inventory.test-helpers.ts';
import { demoExamGroup, insertProcedure } from './procedures.test-helpers.ts';

const TAG = `Export${randomBytes(3).toString('hex')}`;
/** More than one database batch (1000), so the keyset paging is exercised. */
const MINE = 1_205;
let t: TestApp;
let programId: number;
let admin: Client;
let district: Client;
let doctor: Client;

useTestApp(async (app) => {
  t = app;
  programId = await programIdOf(t.app.db, 'BEMESTAR');
  const group = await demoExamGroup(t.app.db, programId);
  const doctorId = await t.userId('medico@demo.com.br');
  const [outsider] = await insertPeople(t.app.db, 1, { programId, managerId: null, tag: `${TAG} Fora` });
  for (let i = 0; i < MINE; i++) {
    await insertProcedure(t.app.db, {
      programId, requesterId: doctorId, group, examIds: group.examIds.slice(0, 1), patient: { name: `${TAG} Paciente`, cpf: '11144477735' },
    });
  }
  await insertProcedure(t.app.db, { programId, requesterId: outsider!, group, patient: { name: `${TAG} Outro`, cpf: '52998224725' } });
  admin = await t.as('ADMIN');
  district = await t.as('DISTRICT_MANAGER');
  doctor = await t.as('DOCTOR');
  // 1,206 requests, one transaction each: most of a minute on a busy two-core machine.
}, {}, 180_000);

const url = (format: string, extra: Record<string, string> = {}) =>
  `/api/procedures/export?${query({ programId, type: 'CLINICAL_EXAMINATION', filter: TAG, format, ...extra })}`;
const total = async (as: Client, extra: Record<string, string> = {}) =>
  (await as({ method: 'GET', url: `/api/procedures?${query({ programId, type: 'CLINICAL_EXAMINATION', filter: TAG, take: 1, ...extra })}` }))
    .json<{ total: number }>().total;

// Each export streams 1,200 rows through PGlite: several seconds on a quiet machine, so a roomier bound than the default.
describe('GET /procedures/export', { timeout: 90_000 }, () => {
  it('streams a CSV (;, byte-order mark) with exactly the filtered rows, requester columns for staff', async () => {
    const res = await admin({ method: 'GET', url: url('csv') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('Solicitacoes.csv');
    expect(res.body.startsWith('\uFEFFCódigo;Data da solicitação (horário de São Paulo);')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Solicitante;CRM;UF');
    expect(lines.length - 1).toBe(MINE + 1);
    expect(lines.length - 1).toBe(await total(admin));
    expect(lines.filter((l) => l.includes('Dr. Marcos Medeiros;123456;SP'))).toHaveLength(MINE);
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'procedure.export')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.after).toMatchObject({ format: 'csv', filter: TAG, type: 'CLINICAL_EXAMINATION' });
    // Two batches of one patient's requests count the export once in their privacy centre (decision 0064).
    const [done] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'procedure.exportCompleted')).orderBy(desc(auditLog.id)).limit(1);
    expect(done!.after).toMatchObject({ rows: MINE + 1, patients: 2 });
    const [patient] = await t.app.db.select({ id: patients.id }).from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, '11144477735')));
    const counted = await t.app.db.select().from(patientReads)
      .where(and(eq(patientReads.patientId, patient!.id), eq(patientReads.readerId, await t.userId('admin@demo.com.br'))));
    expect(counted).toEqual([expect.objectContaining({ source: 'requestExport', requestType: 'CLINICAL_EXAMINATION', count: 1 })]);
  });

  it('bounds the rows by the viewer: a district manager\'s export leaves out doctors outside the chain', async () => {
    const res = await district({ method: 'GET', url: url('csv') });
    expect(res.body.trim().split('\r\n').length - 1).toBe(MINE);
    expect(await total(district)).toBe(MINE);
  });

  it('gives a doctor the patient columns', async () => {
    const res = await doctor({ method: 'GET', url: url('csv', { status: 'OPEN' }) });
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Paciente;CPF do paciente');
    expect(lines[1]).toContain(`${TAG} Paciente;111.444.777-35`);
    expect(lines.length - 1).toBe(MINE);
  });

  it('streams an XLSX with the same rows', async () => {
    const res = await admin({ method: 'GET', url: url('xlsx') });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount - 1).toBe(MINE + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Código');
  });

  it('answers an empty filter with only the header, and another programme with 404', async () => {
    const res = await admin({ method: 'GET', url: url('csv', { yearMonth: '2001-01' }) });
    expect(res.body.trim().split('\r\n')).toHaveLength(1);
    const other = await programIdOf(t.app.db, 'ABRACARAVIDA');
    const refused = await admin({ method: 'GET', url: `/api/procedures/export?${query({ programId: other, type: 'CLINICAL_EXAMINATION' })}` });
    expect(refused.statusCode).toBe(404);
  });
});
