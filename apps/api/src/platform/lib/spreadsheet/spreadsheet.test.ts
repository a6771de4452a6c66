import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CSV_BOM } from '@portal/domain';
import { AppError } from '../app-error.ts';
import { crmOf, dateOf, digitsKeepingZeros } from './cells.ts';
import { readSheet } from './read-sheet.ts';
import { importValidation } from './report.ts';
import { tableCsv, templateXlsx } from './write.ts';
import { excelStyleXlsx, libreOfficeStyleXlsx, zipBomb, zipOf } from './xlsx-fixtures.ts';
import { assertSafeXlsx } from './zip-check.ts';

const HEADERS = ['Nome completo', 'CRM', 'UF', 'Telefone', 'E-mail', 'CPF', 'Nascimento'] as const;

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('reading an Excel-made spreadsheet', () => {
  it('finds the data sheet past an instructions sheet and reads typed numbers, links and dates', async () => {
    const file = await excelStyleXlsx([
      [...HEADERS],
      ['Ana Souza Lima', 1234, 'SP', 11987654321, { email: 'ana@exemplo.com.br' }, 1234567890, new Date(Date.UTC(1980, 4, 17))],
      ['Bruno Carvalho', '000789', 'rj', '011987654321', 'bruno@exemplo.com.br', '012.345.678-90', '17/05/1980'],
    ]);
    const rows = await readSheet(file, { headers: HEADERS, maxRows: 300 });
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
    const [ana, bruno] = rows;
    expect(ana!.cells['Nome completo'].text).toBe('Ana Souza Lima');
    expect(ana!.cells['E-mail'].text).toBe('ana@exemplo.com.br');
    // A CPF typed as a number lost its leading zero; the reader puts it back.
    expect(digitsKeepingZeros(ana!.cells.CPF, 11)).toBe('01234567890');
    expect(digitsKeepingZeros(ana!.cells.Telefone)).toBe('11987654321');
    expect(dateOf(ana!.cells.Nascimento)).toBe('1980-05-17');
    // Numbers stored as text keep their zeros; the CRM loses them.
    expect(crmOf(bruno!.cells.CRM)).toBe('789');
    expect(digitsKeepingZeros(bruno!.cells.CPF, 11)).toBe('01234567890');
    expect(digitsKeepingZeros(bruno!.cells.Telefone)).toBe('011987654321');
    expect(dateOf(bruno!.cells.Nascimento)).toBe('1980-05-17');
  });
});

describe('reading a LibreOffice-made spreadsheet', () => {
  it('reads inline and rich-text strings, numbers stored as text and serial dates, and skips styled blank rows', async () => {
    const file = libreOfficeStyleXlsx([
      HEADERS.map((h) => ({ shared: h })),
      [{ shared: ['Carla ', 'Mendes'] }, { textNumber: '0045678' }, { inline: 'MG' }, { textNumber: '3132345678' },
        { inline: 'carla@exemplo.com.br' }, { textNumber: '01234567890' }, { serialDate: 29358 }],
      [{ inline: 'Davi Rocha' }, { number: 55555 }, { inline: 'BA' }, { number: 71987654321 }, { inline: 'davi@exemplo.com.br' },
        { number: 98765432100 }, { inline: '1980-05-17' }],
    ], { blankTail: 5 });
    const rows = await readSheet(file, { headers: HEADERS, maxRows: 300 });
    expect(rows).toHaveLength(2);
    const [carla, davi] = rows;
    expect(carla!.cells['Nome completo'].text).toBe('Carla Mendes');
    expect(crmOf(carla!.cells.CRM)).toBe('45678');
    expect(digitsKeepingZeros(carla!.cells.CPF, 11)).toBe('01234567890');
    expect(dateOf(carla!.cells.Nascimento)).toBe('1980-05-17');
    expect(davi!.cells.UF.text).toBe('BA');
    expect(digitsKeepingZeros(davi!.cells.Telefone)).toBe('71987654321');
    expect(digitsKeepingZeros(davi!.cells.CPF, 11)).toBe('98765432100');
  });

  it('maps columns by header name in any order, accents and case aside', async () => {
    const file = libreOfficeStyleXlsx([
      [{ inline: 'cpf' }, { inline: 'e-mail' }, { inline: 'NOME COMPLETO' }, { inline: 'uf' }, { inline: 'crm' }, { inline: 'telefone' }, { inline: 'nascimento' }],
      [{ textNumber: '11144477735' }, { inline: 'x@y.com' }, { inline: 'Eva Nunes' }, { inline: 'PR' }, { textNumber: '123' }, { textNumber: '4133334444' }, null],
    ]);
    const [eva] = await readSheet(file, { headers: HEADERS, maxRows: 10 });
    expect(eva!.cells['Nome completo'].text).toBe('Eva Nunes');
    expect(eva!.cells.CPF.text).toBe('11144477735');
    expect(eva!.cells.Nascimento.text).toBe('');
  });
});

describe('refusals, each before or instead of parsing', () => {
  const header = HEADERS.map((h) => ({ inline: h }));
  const row = (i: number) => [{ inline: `Pessoa ${i}` }, { textNumber: String(1000 + i) }, { inline: 'SP' }, null, null, null, null];

  it('refuses rows beyond the limit rather than truncating', async () => {
    const file = libreOfficeStyleXlsx([header, ...Array.from({ length: 4 }, (_, i) => row(i))]);
    const error = await refusal(readSheet(file, { headers: HEADERS, maxRows: 3 }));
    expect(error.code).toBe('spreadsheetTooManyRows');
    expect(error.params).toEqual({ max: 3 });
    expect(await readSheet(file, { headers: HEADERS, maxRows: 4 })).toHaveLength(4);
  });

  it('refuses a sheet without the template header, and one with no data rows', async () => {
    const wrong = libreOfficeStyleXlsx([[{ inline: 'Nome' }, { inline: 'CRM' }], [{ inline: 'X' }, { inline: '1' }]]);
    expect((await refusal(readSheet(wrong, { headers: HEADERS, maxRows: 3 }))).code).toBe('spreadsheetHeadersInvalid');
    const empty = libreOfficeStyleXlsx([header]);
    expect((await refusal(readSheet(empty, { headers: HEADERS, maxRows: 3 }))).code).toBe('spreadsheetEmpty');
  });

  it('refuses what is not an xlsx by its bytes', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);
    const plainZip = zipOf([{ name: 'foto.jpg', data: Buffer.alloc(4096, 1) }]);
    for (const file of [pdf, ole, plainZip, Buffer.alloc(0)]) {
      expect((await refusal(() => assertSafeXlsx(file))).code).toBe('invalidXlsxFile');
    }
    const truncated = (await excelStyleXlsx([[...HEADERS]])).subarray(0, 3000);
    expect((await refusal(readSheet(truncated, { headers: HEADERS, maxRows: 3 }))).code).toBe('invalidXlsxFile');
  });

  it('refuses a zip bomb from its central directory, and one whose header lies about its size', async () => {
    const bomb = zipBomb(80 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect((await refusal(() => assertSafeXlsx(bomb))).code).toBe('xlsxOutOfProportion');
    const liar = zipBomb(8 * 1024 * 1024, 2000);
    expect((await refusal(() => assertSafeXlsx(liar))).code).toBe('xlsxOutOfProportion');
    const many = zipOf([
      { name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: '<workbook/>' },
      ...Array.from({ length: 600 }, (_, i) => ({ name: `xl/media/p${i}.bin`, data: 'x', store: true })),
    ]);
    expect((await refusal(() => assertSafeXlsx(many))).code).toBe('xlsxOutOfProportion');
  });
});

describe('writers', () => {
  it('writes the template as a header row the reader accepts back', async () => {
    const template = await templateXlsx('Médicos', HEADERS);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
    const values = workbook.worksheets[0]!.getRow(1).values as unknown[];
    expect(values.slice(1)).toEqual([...HEADERS]);
    expect((await refusal(readSheet(template, { headers: HEADERS, maxRows: 3 }))).code).toBe('spreadsheetEmpty');
  });

  it('marks the required columns and shows an example row on a second sheet, which is never read as data', async () => {
    const example = HEADERS.map((h) => `exemplo ${h}`);
    const template = await templateXlsx('Médicos', HEADERS, {
      required: [HEADERS[0]], requiredNote: 'Coluna obrigatória', example: { sheetName: 'Exemplo', row: example },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Médicos', 'Exemplo']);
    const header = workbook.worksheets[0]!.getRow(1);
    expect(header.getCell(1).note).toBe('Coluna obrigatória');
    expect(header.getCell(2).note).toBeUndefined();
    expect((workbook.worksheets[1]!.getRow(2).values as unknown[]).slice(1)).toEqual(example);
    // The empty data sheet comes first: the example is not imported.
    expect((await refusal(readSheet(template, { headers: HEADERS, maxRows: 3 }))).code).toBe('spreadsheetEmpty');
  });

  it('writes the critique report and the CSV with a byte-order mark and semicolons', async () => {
    const errors = [{ row: 3, name: 'Zé', errors: [{ field: 'CPF', code: 'validation.invalidCpf', message: 'CPF inválido' }] }];
    const result = await importValidation(5, errors, [{ header: 'Nome', value: (r) => r.name }]);
    expect(result).toMatchObject({ success: false, total: 5, valid: 4, invalid: 1 });
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(Buffer.from(result.report!.dataBase64, 'base64') as unknown as ExcelJS.Buffer);
    expect(report.worksheets[0]!.getRow(2).values).toEqual([undefined, '3', 'Zé', 'CPF: CPF inválido']);
    expect(result.report!.filename).toBe('Relatorio-Critica.xlsx');
    const csv = tableCsv({ sheetName: 'x', header: ['Linha', 'Nome'], rows: [[3, 'Zé; filho']] }).toString('utf8');
    expect(csv).toBe(`${CSV_BOM}Linha;Nome\r\n3;"Zé; filho"\r\n`);
    expect((await importValidation(2, [], [])).report).toBeNull();
  });
});
