import ExcelJS from 'exceljs';
import { toCsv } from '@portal/domain';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv; charset=utf-8';

export type ReportCell = string | number | null | undefined;

/** A table to write: header names and rows of cells in the same order. */
export interface ReportTable {
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly ReportCell[])[];
}

/**
 * An .xlsx of one sheet: a bold header row and every cell written as text (never a formula, so a
 * value echoed from an upload cannot run in the reader's spreadsheet), CPFs and phones keeping
 * their leading zeros.
 */
export async function tableXlsx({ sheetName, header, rows }: ReportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal de Programas';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map((name) => ({ header: name, width: Math.max(12, name.length + 4), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of rows) sheet.addRow(cells.map((c) => (c === null || c === undefined ? '' : String(c))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a template shows besides its header: the required columns marked, and one filled-in example row. */
export interface TemplateGuide {
  /** The headers a row must fill: bold on a tinted fill, with a note saying so. */
  required: readonly string[];
  /** The note of a required header (already translated). */
  requiredNote: string;
  /** The note of every other header, saying it may stay blank (already translated). */
  optionalNote?: string;
  /** A second sheet holding the header and this example row (a cell per header, as text). */
  example?: { sheetName: string; row: readonly string[] };
}

const REQUIRED_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE8A3' } } as const;

function headerSheet(workbook: ExcelJS.Workbook, sheetName: string, header: readonly string[], guide?: TemplateGuide): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map((name) => ({ header: name, width: Math.max(14, name.length + 6), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  header.forEach((name, i) => {
    if (!guide?.required.includes(name)) {
      if (guide?.optionalNote) sheet.getRow(1).getCell(i + 1).note = guide.optionalNote;
      return;
    }
    const cell = sheet.getRow(1).getCell(i + 1);
    cell.fill = REQUIRED_FILL;
    cell.note = guide.requiredNote;
  });
  return sheet;
}

/**
 * The download template of an import: the header row to fill (its required columns marked), every
 * column formatted as text, and — when given — an example sheet after it with one filled-in row.
 * The reader takes the first visible sheet naming every header, so the data sheet, which comes
 * first, is read even when empty (then `spreadsheetEmpty`), and the example is never imported.
 */
export async function templateXlsx(sheetName: string, header: readonly string[], guide?: TemplateGuide): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal de Programas';
  headerSheet(workbook, sheetName, header, guide);
  if (guide?.example) headerSheet(workbook, guide.example.sheetName, header, guide).addRow([...guide.example.row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same table as CSV (`;`, byte-order mark: spec §9). */
export const tableCsv = ({ header, rows }: ReportTable): Buffer => Buffer.from(toCsv(header, rows), 'utf8');
