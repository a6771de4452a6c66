import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DOCTOR_REQUIRED_HEADERS, DOCTOR_TEMPLATE_HEADERS, type ApiError, type DoctorImportErrorRow, type DoctorListItem } from '@portal/domain';
import { auditLog, programDoctors } from '#db/schema/index.ts';
import { excelStyleXlsx, libreOfficeStyleXlsx, multipartFile, zipBomb, type FixtureValue } from '#platform/lib/spreadsheet/xlsx-fixtures.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let bemestar: number;
let district: Client;

/** A valid CPF from nine digits (check digits computed). */
export function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
  district = await t.as('DISTRICT_MANAGER');
});

const HEADER: FixtureValue[] = [...DOCTOR_TEMPLATE_HEADERS];
const good = (n: number, crm: string, uf = 'SP'): FixtureValue[] =>
  [`Dra. Importada Número ${n}`, crm, uf, '11987654321', `importada${n}@exemplo.com.br`, cpf(`52998224${n}`), 'Cardiologia'];

const post = (client: Client, path: string, file: Buffer) =>
  client({ method: 'POST', url: `/api/doctors/doctors-XLSX${path}?programId=${bemestar}`, ...multipartFile(file) });

describe('doctor spreadsheet import', () => {
  it('serves the template with the header row in order', async () => {
    // Sent once: a second send is logged as FST_ERR_REP_ALREADY_SENT (the test app's logger is one object).
    const warn = vi.spyOn(t.app.log, 'warn');
    const error = vi.spyOn(t.app.log, 'error');
    const res = await district({ method: 'GET', url: '/api/doctors/doctors-XLSX/template' });
    expect(res.statusCode).toBe(200);
    expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([...DOCTOR_TEMPLATE_HEADERS]);
    // Six columns are required and marked so; Especialidade may stay blank, and its note says that.
    const notes = DOCTOR_TEMPLATE_HEADERS.map((_, i) => JSON.stringify(workbook.worksheets[0]!.getRow(1).getCell(i + 1).note));
    expect(notes.slice(0, 6)).toEqual(Array(6).fill('"Coluna obrigatória"'));
    expect(notes[6]).toMatch(/^"Coluna opcional/);
    expect(DOCTOR_REQUIRED_HEADERS).toEqual(DOCTOR_TEMPLATE_HEADERS.slice(0, 6));
    const example = workbook.worksheets[1]!;
    expect(example.name).toBe('Exemplo');
    expect(example.getRow(2).cellCount).toBe(DOCTOR_TEMPLATE_HEADERS.length);
  });

  it('explains every bad row, one error row each naming the field and rule, and saves nothing', async () => {
    const file = await excelStyleXlsx([
      HEADER,
      good(1, '700001'),
      ['Dr. CPF Errado', '700002', 'SP', '11987654321', 'cpf@exemplo.com.br', '52998224726', ''],
      ['Dr. Telefone Curto', '700003', 'SP', '119876543', 'tel@exemplo.com.br', cpf('111444777'), ''],
      ['Dr. UF Inexistente', '700004', 'XX', '11987654321', 'uf@exemplo.com.br', cpf('222555888'), ''],
      ['Dr. CRM Letras', '70A005', 'SP', '11987654321', 'crm@exemplo.com.br', cpf('333666999'), ''],
      ['Dr. E-mail Ruim', '700006', 'SP', '11987654321', 'email-sem-arroba', cpf('444777000'), ''],
      ['Dr. Especialidade Desconhecida', '700007', 'SP', '11987654321', 'esp@exemplo.com.br', cpf('555888111'), 'Astrologia'],
      [...good(1, '700001').slice(0, 5), cpf('666999222'), 'Cardiologia'],
      ['Dr. Já no Programa', '123456', 'SP', '11987654321', 'ja@exemplo.com.br', cpf('777000333'), ''],
    ]);
    const res = await post(district, '/validate', file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; total: number; valid: number; invalid: number; errors: DoctorImportErrorRow[]; report: unknown }>();
    expect(body).toMatchObject({ success: false, total: 9, valid: 1, invalid: 8 });
    const byRow = new Map(body.errors.map((e) => [e.row, e.errors.map((x) => `${x.field} ${x.code}`)]));
    expect(byRow.get(3)).toEqual(['CPF validation.invalidCpf']);
    expect(byRow.get(4)).toEqual(['Telefone validation.invalidPhone']);
    expect(byRow.get(5)).toEqual(['UF validation.invalidUf']);
    expect(byRow.get(6)).toEqual(['CRM validation.invalidCRM']);
    expect(byRow.get(7)).toEqual(['E-mail validation.invalidEmail']);
    expect(byRow.get(8)).toEqual(['Especialidade validation.unknownSpecialty']);
    expect(byRow.get(9)).toEqual(['CRM validation.duplicatedInFile']);
    expect(byRow.get(10)).toEqual(['CRM validation.doctorAlreadyInProgram']);
    expect(body.errors.find((e) => e.row === 8)).toMatchObject({ fullName: 'Dr. Especialidade Desconhecida', specialty: 'Astrologia' });
    expect(body.errors[0]!.errors[0]!.message).toBe('CPF inválido');
    expect(body.report).toMatchObject({ filename: 'Relatorio-Critica.xlsx' });

    // The import runs the same checks: nothing of the file is saved.
    const imported = await post(district, '', file);
    expect(imported.json()).toMatchObject({ success: false, imported: 0 });
    expect(imported.json<{ errors: unknown[] }>().errors).toHaveLength(8);
    expect(await t.app.db.select().from(programDoctors).where(eq(programDoctors.crm, '700001'))).toHaveLength(0);
  });

  it('imports a clean LibreOffice-made file whole, audited, and lists its doctors as unregistered', async () => {
    const file = libreOfficeStyleXlsx([
      DOCTOR_TEMPLATE_HEADERS.map((h) => ({ shared: h })),
      [{ inline: 'Dra. Lívia Importada' }, { textNumber: '0710001' }, { inline: 'mg' }, { textNumber: '31987654321' },
        { inline: 'livia@exemplo.com.br' }, { textNumber: cpf('012345678') }, { inline: 'cardiologia' }],
      [{ shared: ['Dr. Otávio ', 'Importado'] }, { number: 710002 }, { inline: 'RS' }, { number: 5133334444 },
        { inline: 'OTAVIO@exemplo.com.br' }, { number: Number(cpf('098765432')) }, null],
    ]);
    const validation = await post(district, '/validate', file);
    expect(validation.json()).toMatchObject({ success: true, total: 2, valid: 2, invalid: 0, errors: [], report: null });
    const res = await post(district, '', file);
    expect(res.json()).toEqual({ success: true, imported: 2, errors: [] });

    const rows = await t.app.db.select().from(programDoctors).where(eq(programDoctors.programId, bemestar));
    const livia = rows.find((r) => r.crm === '710001')!;
    expect(livia).toMatchObject({ uf: 'MG', phone: '31987654321', email: 'livia@exemplo.com.br', cpf: cpf('012345678') });
    expect(livia.specialtyGroupId).not.toBeNull();
    expect(rows.find((r) => r.crm === '710002')).toMatchObject({ name: 'Dr. Otávio Importado', cpf: cpf('098765432'), email: 'otavio@exemplo.com.br' });
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'doctors.import'))).toHaveLength(1);

    const list = await district({ method: 'GET', url: '/api/doctors?status=unregistered&filter=Importad' });
    expect(list.json<{ data: DoctorListItem[] }>().data.map((d) => [d.name, d.status])).toEqual([
      ['Dr. Otávio Importado', 'unregistered'], ['Dra. Lívia Importada', 'unregistered'],
    ]);

    // Importing the same file again: both doctors are already in the programme.
    const again = await post(district, '/validate', file);
    expect(again.json()).toMatchObject({ success: false, invalid: 2 });
  });

  it('checks every imported CRM with the medical council and lists its status, a blank Especialidade allowed', async () => {
    const file = await excelStyleXlsx([
      HEADER,
      ['Dr. Otavio Suspenso Ramos', '999999', 'SP', '11987654321', 'suspenso@exemplo.com.br', cpf('321654987'), ''],
      ['Dra. Ativa Importada', '730001', 'SP', '11987654322', 'ativa@exemplo.com.br', cpf('321654988'), ''],
      ['Dr. Inexistente Importado', '111111', 'SP', '11987654323', 'inexistente@exemplo.com.br', cpf('321654989'), 'Cardiologia'],
    ]);
    const res = await post(district, '', file);
    expect(res.json()).toEqual({ success: true, imported: 3, errors: [] });
    const statusOf = async () => {
      const list = await district({ method: 'GET', url: '/api/doctors?status=unregistered&take=50' });
      return new Map(list.json<{ data: DoctorListItem[] }>().data.map((d) => [d.crm, d.councilStatus]));
    };
    // Before the check runs the status says so, never blank.
    expect((await statusOf()).get('999999')).toBe('UNVERIFIED');

    await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(Date.now() + 60 * 60_000) });
    const after = await statusOf();
    expect([after.get('999999'), after.get('730001'), after.get('111111')]).toEqual(['SUSPENDED', 'ACTIVE', 'NOT_FOUND']);
    const suspended = await district({ method: 'GET', url: '/api/doctors?councilStatus=SUSPENDED&take=50' });
    expect(suspended.json<{ data: DoctorListItem[] }>().data.map((d) => [d.crm, d.status])).toContainEqual(['999999', 'unregistered']);
    const [row] = await t.app.db.select().from(programDoctors).where(eq(programDoctors.crm, '999999'));
    expect(row!.councilCheckedAt).not.toBeNull();
  });

  it('refuses bad uploads with a clear 400 code', async () => {
    const tooMany = await excelStyleXlsx([HEADER, ...Array.from({ length: 301 }, (_, i) => good(i % 10, String(800000 + i)))]);
    const res = await post(district, '/validate', tooMany);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'spreadsheetTooManyRows', message: 'A planilha deve ter no máximo 300 linhas.' });

    const small = await post(district, '/validate', Buffer.from('PK\u0003\u0004 pequeno'));
    expect(small.json<ApiError>().code).toBe('fileSizeIsInvalid');
    const big = await post(district, '/validate', Buffer.alloc(10 * 1024 * 1024 + 10, 0x50));
    expect(big.json<ApiError>().code).toBe('fileSizeIsInvalid');
    const pdf = await post(district, '/validate', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]));
    expect(pdf.json<ApiError>().code).toBe('invalidXlsxFile');
    const bomb = await post(district, '/validate', zipBomb(80 * 1024 * 1024));
    expect(bomb.json<ApiError>().code).toBe('xlsxOutOfProportion');
    const none = await district({ method: 'POST', url: `/api/doctors/doctors-XLSX/validate?programId=${bemestar}`, ...multipartFile(tooMany, 'x.xlsx', 'other') });
    expect(none.json<ApiError>().code).toBe('fileRequired');
  });

  it('reads a large sheet off the event loop, which stays free for other requests (decision 0043b)', async () => {
    // 10,000 rows: refused for the row limit, but only once read whole, which takes a while.
    const rows = Array.from({ length: 10_000 }, (_, i) => good(i, String(100_000 + i)).map((v) => ({ inline: v as string })));
    const big = libreOfficeStyleXlsx([HEADER.map((h) => ({ inline: h as string })), ...rows]);
    const start = performance.eventLoopUtilization();
    const res = await post(district, '/validate', big);
    // The share of the wait this thread spent running code: read here, it was nearly all of it.
    const { utilization } = performance.eventLoopUtilization(start);
    expect(res.json<ApiError>().code).toBe('spreadsheetTooManyRows');
    expect(utilization).toBeLessThan(0.5);
  });

  it('is for those who see the doctors screen, in their own programme', async () => {
    const file = await excelStyleXlsx([HEADER, good(5, '720001')]);
    const doctor = await t.as('DOCTOR');
    expect((await post(doctor, '/validate', file)).statusCode).toBe(403);
    const other = await t.programId('ABRACARAVIDA');
    const res = await district({ method: 'POST', url: `/api/doctors/doctors-XLSX/validate?programId=${other}`, ...multipartFile(file) });
    expect(res.statusCode).toBe(404);
  });
});
