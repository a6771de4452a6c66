import { CRITIQUE_REPORT_FILENAME, type ImportError } from '@portal/domain';
import { tableXlsx, XLSX_MIME, type ReportCell } from './write.ts';

/** What every error row of an import has: its spreadsheet row and the rules it broke. */
export interface ImportErrorRow {
  row: number;
  errors: ImportError[];
}

/** The report's columns after "Linha": a header and how to read it from an error row. */
export type ImportReportColumns<R> = readonly { header: string; value: (row: R) => ReportCell }[];

/** "Campo: regra" for each broken rule of a row, in one cell. */
export const describeErrors = (errors: readonly ImportError[]): string => errors.map((e) => `${e.field}: ${e.message}`).join(' | ');

/** The critique report's table: row number, the row's values, then what is wrong with it. */
export function critiqueTable<R extends ImportErrorRow>(rows: readonly R[], columns: ImportReportColumns<R>) {
  return {
    sheetName: 'Crítica',
    header: ['Linha', ...columns.map((c) => c.header), 'Erros'],
    rows: rows.map((r) => [r.row, ...columns.map((c) => c.value(r)), describeErrors(r.errors)]),
  };
}

/** The critique report (`Relatorio-Critica.xlsx`) inline, as the validation answer carries it (spec §3 Import reports). */
export async function critiqueReport<R extends ImportErrorRow>(rows: readonly R[], columns: ImportReportColumns<R>) {
  const data = await tableXlsx(critiqueTable(rows, columns));
  return { dataBase64: data.toString('base64'), mimeType: XLSX_MIME, filename: CRITIQUE_REPORT_FILENAME };
}

/**
 * The answer of a validate call: totals and the bad rows; with any bad row, `success` is false
 * and the critique report is attached.
 */
export async function importValidation<R extends ImportErrorRow>(total: number, errors: R[], columns: ImportReportColumns<R>) {
  return {
    success: errors.length === 0,
    total,
    valid: total - errors.length,
    invalid: errors.length,
    errors,
    report: errors.length === 0 ? null : await critiqueReport(errors, columns),
  };
}
