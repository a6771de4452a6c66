import { Readable } from 'node:stream';
import type { z } from 'zod';
import { translate, type movementHistoryExportQuerySchema } from '@portal/domain';
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from '../../lib/csv.ts';
import type { Deps } from '../../context/deps.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { movementBatches, type MovementRow } from './inventory.repository.ts';
import { historyFilter } from './inventory.service.ts';

type ExportQuery = z.output<typeof movementHistoryExportQuerySchema>;

export interface FileOut { name: string; contentType: string; stream: Readable }

const COLUMNS = [
  'createdAt', 'createdBy', 'fromUser', 'toUser', 'inventoryType', 'groupName', 'itemName', 'amount', 'distributionType', 'reason', 'procedureId',
] as const;

/** dd/MM/yyyy HH:mm in São Paulo time, whatever the server's zone (spec §9). */
const stamp = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const formatStamp = (value: Date | string) => {
  const parts = Object.fromEntries(stamp.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

const holder = () => translate('inventoryLedger.programHolder');

/** One history row as the export's cells, in COLUMNS order. */
export const historyCells = (m: MovementRow): (string | number | null)[] => [
  formatStamp(m.createdAt),
  m.createdByName,
  m.fromUserName ?? holder(),
  m.toUserName ?? holder(),
  translate(`inventoryType.${m.inventoryType}`),
  m.groupName,
  m.itemName,
  m.amount,
  m.distributionType ? translate(`distributionType.${m.distributionType}`) : null,
  m.reason,
  m.procedureId,
];

export const historyHeader = () => COLUMNS.map((c) => translate(`inventoryLedger.historyColumns.${c}`));

/**
 * `GET /movements/inventory/history/export?format=csv`: the history the same query shows, every
 * row, as CSV (`;`, byte-order mark), streamed from the database in batches.
 */
export async function exportHistory(deps: Deps, ctx: RequestContext, q: ExportQuery): Promise<FileOut> {
  const filter = await historyFilter(deps, ctx, q);
  async function* lines() {
    yield CSV_BOM + csvLine(historyHeader());
    for await (const batch of movementBatches(deps.db, filter)) yield batch.map((m) => csvLine(historyCells(m))).join('');
  }
  return { name: `${translate('inventoryLedger.historyFileName')}.csv`, contentType: CSV_CONTENT_TYPE, stream: Readable.from(lines()) };
}
