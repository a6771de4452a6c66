import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { VOUCHER_TEMPLATE_HEADERS, type ApiError, type VoucherImportErrorRow } from '@portal/domain';
import { auditLog, doctors, inventoryMovements } from '#db/schema/index.ts';
import { excelStyleXlsx, libreOfficeStyleXlsx, multipartFile, type FixtureValue } from '#platform/lib/spreadsheet/xlsx-fixtures.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { demoInventories, expectLedgerBalanced, insertPeople, programIdOf, query, type InventoryRef } from './inventory.test-helpers.ts';

/**
 * The voucher spreadsheet (spec §2 "Inventory distribution", §5): each row an ADD_UNITS of its
 * quantity to a doctor for the presentation with that EAN; validated first, all or nothing, never
 * more than the caller holds.
 */
let t: TestApp;
let programId: number;
let district: Client;
let admin: Client;
let seeded: InventoryRef;
/** Imunovita 50 mg (EAN 7891234567901): the seed grants none of it. */
let fresh: InventoryRef;
let team: { id: number; crm: string }[];
const id: Record<string, number> = {};

const EAN_100 = '7891234567895';
const EAN_50 = '7891234567901';

useTestApp(async (app) => {
  t = app;
  programId = await programIdOf(t.app.db, 'BEMESTAR');
  district = await t.as('DISTRICT_MANAGER');
  admin = await t.as('ADMIN');
  seeded = (await demoInventories(t.app.db, programId, 0)).FIRST_MEDICINE;
  fresh = (await demoInventories(t.app.db, programId, 1)).FIRST_MEDICINE;
  for (const [key, email] of Object.entries({ district: 'distrital@demo.com.br', regional: 'regional@demo.com.br', doctor: 'medico@demo.com.br' })) {
    id[key] = await t.userId(email);
  }
  const ids = await insertPeople(t.app.db, 4, { programId, managerId: id.district!, tag: 'Planilha' });
  const crms = await t.app.db.select({ id: doctors.userId, crm: doctors.crm }).from(doctors).where(sql`${doctors.userId} = any(${sql.param(ids)}::int[])`);
  team = ids.map((userId) => ({ id: userId, crm: crms.find((c) => c.id === userId)!.crm }));
  await admin({ method: 'POST', url: '/api/movements/inventory/distribute', payload: { ...fresh, distributionType: 'ADD_UNITS', amount: 30, userIds: [id.district] } });
});

const HEADER: FixtureValue[] = [...VOUCHER_TEMPLATE_HEADERS];
const post = (client: Client, path: string, file: Buffer, program = programId) =>
  client({ method: 'POST', url: `/api/movements/inventory/distribute-XLSX${path}?programId=${program}`, ...multipartFile(file) });

interface Validation { success: boolean; total: number; valid: number; invalid: number; errors: VoucherImportErrorRow[]; report: { filename: string; mimeType: string; dataBase64: string } | null }
interface Imported { success: boolean; imported: number; errors: VoucherImportErrorRow[] }

const amountOf = async (inventory: InventoryRef, userId: number) => {
  const res = await admin({ method: 'GET', url: `/api/movements/inventory/amount?${query({ programId, inventory: inventory.inventoryType, groupId: inventory.groupId, itemId: inventory.itemId, userId })}` });
  return res.json<{ amount: number }>().amount;
};
const movements = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(inventoryMovements))[0]!.n;

describe('voucher spreadsheet', () => {
  it('serves the template: CRM, UF, EAN, Quantidade', async () => {
    const res = await district({ method: 'GET', url: '/api/movements/inventory/distribute-XLSX/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Modelo-Distribuicao-Vouchers.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([...VOUCHER_TEMPLATE_HEADERS]);
  });

  it('explains every bad row, naming the field and the rule, and saves nothing', async () => {
    const [outsider] = await insertPeople(t.app.db, 1, { programId, managerId: id.regional!, tag: 'Foradaequipe' });
    const [outsiderCrm] = await t.app.db.select({ crm: doctors.crm }).from(doctors).where(eq(doctors.userId, outsider!));
    const file = await excelStyleXlsx([
      HEADER,
      [team[0]!.crm, 'SP', EAN_50, 5],
      ['12A45', 'SP', EAN_50, 5],
      [team[1]!.crm, 'XX', EAN_50, 5],
      [team[1]!.crm, 'SP', '7890000000000', 5],
      [team[1]!.crm, 'SP', EAN_50, 0],
      [team[2]!.crm, 'SP', EAN_50, 'dez'],
      [outsiderCrm!.crm, 'SP', EAN_50, 1],
      [team[0]!.crm, 'sp', Number(EAN_50), 2],
      [null, null, null, null],
      [team[3]!.crm, '', EAN_50, null],
    ]);
    const before = await movements();
    const res = await post(district, '/validate', file);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json<Validation>();
    expect(v).toMatchObject({ success: false, total: 9, valid: 1, invalid: 8 });
    const byRow = new Map(v.errors.map((e) => [e.row, e.errors.map((x) => `${x.field} ${x.code}`)]));
    expect(Object.fromEntries(byRow)).toEqual({
      3: ['CRM validation.invalidCRM'],
      4: ['UF validation.invalidUf'],
      5: ['EAN validation.voucherUnknownEan'],
      6: ['Quantidade validation.quantityMin'],
      7: ['Quantidade validation.quantityMin'],
      8: ['CRM validation.voucherDoctorNotFound'],
      9: ['CRM validation.voucherDuplicatedRow'],
      11: ['UF validation.requiredField', 'Quantidade validation.requiredField'],
    });
    expect(v.errors.find((e) => e.row === 9)!.errors[0]!.message).toContain('linha 2');
    expect(v.errors.find((e) => e.row === 4)).toMatchObject({ crm: team[1]!.crm, uf: 'XX', ean: EAN_50, amount: '5' });
    expect(v.report).toMatchObject({ filename: 'Relatorio-Critica.xlsx' });

    const imported = (await post(district, '', file)).json<Imported>();
    expect(imported).toMatchObject({ success: false, imported: 0 });
    expect(imported.errors).toHaveLength(8);
    expect(await movements()).toBe(before);
    expect(await amountOf(fresh, team[0]!.id)).toBe(0);
  });

  it('imports a clean LibreOffice file all at once: one ADD_UNITS per row, audited, balanced', async () => {
    const file = libreOfficeStyleXlsx([
      VOUCHER_TEMPLATE_HEADERS.map((h) => ({ inline: h })),
      [{ textNumber: `00${team[0]!.crm}` }, { shared: 'SP' }, { number: Number(EAN_50) }, { textNumber: '10' }],
      [{ number: Number(team[1]!.crm) }, { inline: 'sp' }, { textNumber: EAN_50 }, { number: 3 }],
      [{ inline: '123456' }, { shared: ['S', 'P'] }, { inline: EAN_100 }, { number: 4 }],
    ]);
    const validation = (await post(district, '/validate', file)).json<Validation>();
    expect(validation).toMatchObject({ success: true, total: 3, valid: 3, invalid: 0, errors: [], report: null });
    const res = await post(district, '', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Imported>()).toEqual({ success: true, imported: 3, errors: [] });
    expect(await amountOf(fresh, team[0]!.id)).toBe(10);
    expect(await amountOf(fresh, team[1]!.id)).toBe(3);
    expect(await amountOf(fresh, id.district!)).toBe(17);
    expect(await amountOf(seeded, id.doctor!)).toBe(5 + 4);
    expect(await amountOf(seeded, id.district!)).toBe(80 - 4);
    const rows = await t.app.db.select().from(inventoryMovements).where(and(eq(inventoryMovements.toUserId, team[0]!.id), eq(inventoryMovements.itemId, fresh.itemId)));
    expect(rows).toEqual([expect.objectContaining({ fromUserId: id.district, amount: 10, distributionType: 'ADD_UNITS', reason: 'Distribuição por planilha' })]);
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'inventory.importSpreadsheet'));
    expect(audit).toMatchObject({ actorId: id.district, after: { rows: 3 } });
    await expectLedgerBalanced(t.app.db);
  });

  it('never gives more than the caller holds in total: the rows of that presentation are refused', async () => {
    const holds = await amountOf(seeded, id.district!);
    const file = await excelStyleXlsx([
      HEADER,
      [team[2]!.crm, 'SP', EAN_100, holds - 1],
      [team[3]!.crm, 'SP', EAN_100, 2],
    ]);
    const v = (await post(district, '/validate', file)).json<Validation>();
    expect(v.errors.map((e) => [e.row, e.errors.map((x) => x.code)])).toEqual([
      [2, ['validation.insufficientInventory']], [3, ['validation.insufficientInventory']],
    ]);
    const before = await movements();
    expect((await post(district, '', file)).json<Imported>()).toMatchObject({ success: false, imported: 0 });
    expect(await movements()).toBe(before);
    // Administrators are unlimited.
    expect((await post(admin, '', file)).json<Imported>()).toMatchObject({ success: true, imported: 2 });
    await expectLedgerBalanced(t.app.db);
  });

  it('refuses files beyond 1,000 rows, not truncated, and non-distributors at the guard', async () => {
    const rows: FixtureValue[][] = [HEADER, ...Array.from({ length: 1001 }, (): FixtureValue[] => [team[0]!.crm, 'SP', EAN_50, 1])];
    const res = await post(district, '/validate', await excelStyleXlsx(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('spreadsheetTooManyRows');
    const doctor = await t.as('DOCTOR');
    expect((await post(doctor, '/validate', await excelStyleXlsx([HEADER, [team[0]!.crm, 'SP', EAN_50, 1]]))).statusCode).toBe(403);
    expect((await post(district, '', Buffer.alloc(2048, 1))).json<ApiError>().code).toBe('invalidXlsxFile');
  });
});
