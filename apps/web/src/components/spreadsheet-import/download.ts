import { toCsv } from '@portal/domain';
import type { ImportErrorColumn, ImportErrorRowBase, ReportFile } from './types.ts';

/** Hands a generated file to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The critique report the validate call returned (base64) as a download. */
export function saveReport(report: ReportFile): void {
  const bytes = Uint8Array.from(atob(report.dataBase64), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: report.mimeType }), report.filename);
}

/** "Campo: regra | Campo: regra", the broken rules of a row in one cell. */
export const errorsText = (row: ImportErrorRowBase): string => row.errors.map((e) => `${e.field}: ${e.message}`).join(' | ');

/** The errors table as CSV (`;`, byte-order mark: spec §9), the same columns the table shows. */
export function saveErrorsCsv<R extends ImportErrorRowBase>(
  rows: readonly R[], columns: readonly ImportErrorColumn<R>[], labels: { row: string; errors: string }, filename: string,
): void {
  const csv = toCsv(
    [labels.row, ...columns.map((c) => c.header), labels.errors],
    rows.map((r) => [r.row, ...columns.map((c) => c.value(r)), errorsText(r)]),
  );
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}
