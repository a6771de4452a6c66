import { Readable } from 'node:stream';
import type { z } from 'zod';
import { CSV_BOM, CSV_SEPARATOR, csvField, translate, type movementHistoryExportQuerySchema } from '@portal/domain';
import { CSV_MIME, saoPauloStamp, tableXlsx, XLSX_MIME } from '#platform/lib/spreadsheet/index.ts';
import { AppError } from '#platform/lib/app-error.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { movementBatches, type MovementRow } from './inventory.repository.ts';
import { historyFilter } from './inventory.service.ts';

type ExportQuery = z.output<typeof movementHistoryExportQuerySchema>;

export interface FileOut { name: string; contentType: string; size?: number; stream: Readable }

const COLUMNS = [
  'createdAt', 'createdBy', 'fromUser', 'toUser', 'inventoryType', 'groupName', 'itemName', 'amount', 'distributionType', 'reason', 'procedureCode',
] as const;

const holder = () => translate('inventoryLedger.programHolder');

/** One history row as the export's cells, in COLUMNS order. */
export const historyCells = (m: MovementRow): (string | number | null)[] => [
  saoPauloStamp(m.createdAt),
  m.createdByName,
  m.fromUserName ?? holder(),
  m.toUserName ?? holder(),
  translate(`inventoryType.${m.inventoryType}`),
  m.groupName,
  m.itemName,
  m.amount,
  m.distributionType ? translate(`distributionType.${m.distributionType}`) : null,
  m.reason,
  m.procedureCode,
];

export const historyHeader = () => COLUMNS.map((c) => translate(`inventoryLedger.historyColumns.${c}`));

const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map(csvField).join(CSV_SEPARATOR)}\r\n`;

/** The export refuses to build a workbook past this many rows (the CSV streams any number). */
export const HISTORY_XLSX_MAX_ROWS = 100_000;

/**
 * `GET /movements/inventory/history/export`: the history the same query shows, every row, newest
 * first. CSV (`;`, byte-order mark) streams from the database in batches; XLSX is built in memory,
 * up to HISTORY_XLSX_MAX_ROWS rows (400 `exportTooLarge` beyond: export CSV instead).
 */
export async function exportHistory(deps: Deps, ctx: RequestContext, q: ExportQuery): Promise<FileOut> {
  const filter = await historyFilter(deps, ctx, q);
  const name = translate('inventoryLedger.historyFileName');
  if (q.format === 'xlsx') {
    const rows: (string | number | null)[][] = [];
    for await (const batch of movementBatches(deps.db, filter)) {
      rows.push(...batch.map(historyCells));
      if (rows.length > HISTORY_XLSX_MAX_ROWS) throw new AppError('exportTooLarge', 400, undefined, { max: HISTORY_XLSX_MAX_ROWS });
    }
    const data = await tableXlsx({ sheetName: translate('inventoryLedger.historySheetName'), header: historyHeader(), rows });
    return { name: `${name}.xlsx`, contentType: XLSX_MIME, size: data.length, stream: Readable.from([data]) };
  }
  async function* lines() {
    yield CSV_BOM + csvLine(historyHeader());
    for await (const batch of movementBatches(deps.db, filter)) yield batch.map((m) => csvLine(historyCells(m))).join('');
  }
  return { name: `${name}.csv`, contentType: CSV_MIME, stream: Readable.from(lines()) };
}
