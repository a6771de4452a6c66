import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { readSpreadsheetUpload, registerSpreadsheetUploads, sendFile, SPREADSHEET_BODY_LIMIT } from '#platform/lib/spreadsheet/index.ts';
import { sendDownload } from '#catalogue/program-files/index.ts';
import * as distribution from './distribution.service.ts';
import { exportHistory } from './history-export.service.ts';
import * as service from './inventory.service.ts';
import * as vouchers from './voucher-import.service.ts';

const { inventory: c } = contract;
const upload = { bodyLimit: SPREADSHEET_BODY_LIMIT };

/**
 * Spec §7 Inventory: the movement ledger (contracts in @portal/domain/contracts/inventory), with
 * the voucher spreadsheet (multipart, the file in `file`).
 */
export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  await registerSpreadsheetUploads(app);

  route(app, c.distribute, ({ deps, ctx, body }) => distribution.distribute(deps, ctx, body));
  route(app, c.distributionAmount, ({ deps, ctx, query }) => distribution.distributionAmount(deps, ctx, query));
  route(app, c.usersForDistribution, ({ deps, ctx, query }) => distribution.usersForDistribution(deps, ctx, query));
  route(app, c.doctorAmounts, ({ deps, ctx, query }) => service.doctorAmounts(deps, ctx, query));
  route(app, c.list, ({ deps, ctx, query }) => service.list(deps, ctx, query));
  route(app, c.amount, ({ deps, ctx, query }) => service.amount(deps, ctx, query));
  route(app, c.history, ({ deps, ctx, query }) => service.history(deps, ctx, query));
  route(app, c.spreadsheetTemplate, async ({ reply }) => sendFile(reply, await vouchers.voucherTemplate()));
  route(app, c.validateSpreadsheet, async ({ deps, ctx, query, request }) =>
    vouchers.validateVoucherSpreadsheet(deps, ctx, query.programId, await readSpreadsheetUpload(request)), upload);
  route(app, c.importSpreadsheet, async ({ deps, ctx, query, request }) =>
    vouchers.importVoucherSpreadsheet(deps, ctx, query.programId, await readSpreadsheetUpload(request)), upload);
  route(app, c.historyExport, async ({ deps, ctx, query, reply }) => sendDownload(reply, await exportHistory(deps, ctx, query)));
}
