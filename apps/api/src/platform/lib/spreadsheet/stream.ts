import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CSV_BOM, CSV_SEPARATOR, csvField } from '@portal/domain';
import type { ReportCell } from './write.ts';

/**
 * Exports that stream: rows arrive in batches (a database cursor) and leave as they come, so a
 * 200,000-row file starts at once and the server holds one batch at a time.
 */
export type RowBatches = AsyncIterable<readonly (readonly ReportCell[])[]>;

const csvLine = (cells: readonly ReportCell[]) => `${cells.map((c) => csvField(c ?? null)).join(CSV_SEPARATOR)}\r\n`;

/** CSV (`;`, byte-order mark: spec §9), one chunk per batch. */
export function csvStream(header: readonly string[], batches: RowBatches): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const batch of batches) yield batch.map(csvLine).join('');
  }
  return Readable.from(lines());
}

/**
 * XLSX through exceljs's streaming writer: each row is committed as it is added (every cell as
 * text, never a formula), and the writer waits whenever the reader falls behind.
 */
export function xlsxStream(sheetName: string, header: readonly string[], batches: RowBatches): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Portal de Programas';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map((name) => ({ header: name, width: Math.max(12, name.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const batch of batches) {
      for (const cells of batch) sheet.addRow(cells.map((c) => (c === null || c === undefined ? '' : String(c)))).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
