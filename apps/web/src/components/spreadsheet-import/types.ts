import type { ImportError } from '@portal/domain';

/** What every import error row carries (spec §3 Import reports): its spreadsheet row and the broken rules. */
export interface ImportErrorRowBase {
  row: number;
  errors: ImportError[];
}

/** The critique report file, inline. */
export interface ReportFile {
  dataBase64: string;
  mimeType: string;
  filename: string;
}

/** The validate call's answer: totals, the bad rows and, when any, the critique report. */
export interface ImportValidation<R> {
  success: boolean;
  total: number;
  valid: number;
  invalid: number;
  errors: R[];
  report: ReportFile | null;
}

/** The import call's answer: all saved, or nothing and the bad rows. */
export interface ImportResult<R> {
  success: boolean;
  imported: number;
  errors: R[];
}

/** One column of the errors table (and of its CSV): already translated header, cell text. */
export interface ImportErrorColumn<R> {
  key: string;
  header: string;
  value: (row: R) => string;
}
