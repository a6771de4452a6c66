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

/** The download template of an import: only the header row, every column formatted as text. */
export const templateXlsx = (sheetName: string, header: readonly string[]): Promise<Buffer> =>
  tableXlsx({ sheetName, header, rows: [] });

/** The same table as CSV (`;`, byte-order mark: spec §9). */
export const tableCsv = ({ header, rows }: ReportTable): Buffer => Buffer.from(toCsv(header, rows), 'utf8');
