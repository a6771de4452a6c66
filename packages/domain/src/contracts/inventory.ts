import { programIdQuerySchema } from '../schemas/common.ts';
import {
  amountQuerySchema, amountSchema, distributeCommandSchema, distributeResultSchema, distributionAmountQuerySchema,
  distributionUsersPageSchema, distributionUsersQuerySchema, doctorAmountsQuerySchema, doctorAmountsSchema,
  inventoryBalancePageSchema, inventoryListQuerySchema, movementHistoryExportQuerySchema, movementHistoryQuerySchema,
  movementPageSchema,
} from '../schemas/inventory.ts';
import { importResultOf, importValidationOf, voucherImportErrorRowSchema } from '../schemas/spreadsheets.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint, FILE_TYPES } from './endpoint.ts';

/**
 * Spec §7 Inventory: the movement ledger. Distribution is for those who see the distribution
 * screen; balances are readable by every signed-in user for themselves (a doctor's requests spend
 * them) and, for managers, for the users below them.
 */
const tags = ['inventory'];
const distributors = { routes: ['inventoryDistribution'] } as const;
const listReaders = { routes: ['inventory', 'inventoryDistribution', 'doctorDetail'] } as const;

export const inventoryContract = {
  distribute: endpoint({
    method: 'POST', path: '/movements/inventory/distribute', access: distributors, tags,
    body: distributeCommandSchema, responses: { 200: distributeResultSchema, ...errors },
  }),
  /** Multipart, the spreadsheet in `file`: checks every row, saves nothing. */
  validateSpreadsheet: endpoint({
    method: 'POST', path: '/movements/inventory/distribute-XLSX/validate', access: distributors, tags,
    query: programIdQuerySchema, consumes: ['multipart/form-data'],
    responses: { 200: importValidationOf(voucherImportErrorRowSchema), ...errors, 413: errors[400] },
  }),
  /** Multipart, the spreadsheet in `file`: each row an ADD_UNITS, all or nothing. */
  importSpreadsheet: endpoint({
    method: 'POST', path: '/movements/inventory/distribute-XLSX', access: distributors, tags,
    query: programIdQuerySchema, consumes: ['multipart/form-data'],
    responses: { 200: importResultOf(voucherImportErrorRowSchema), ...errors, 413: errors[400] },
  }),
  /** The voucher template (xlsx): CRM, UF, EAN, Quantidade. */
  spreadsheetTemplate: endpoint({
    method: 'GET', path: '/movements/inventory/distribute-XLSX/template', access: distributors, tags, produces: [FILE_TYPES.xlsx],
  }),
  distributionAmount: endpoint({
    method: 'GET', path: '/movements/inventory/distribution/amount', access: distributors, tags,
    query: distributionAmountQuerySchema, responses: { 200: amountSchema, ...errors },
  }),
  usersForDistribution: endpoint({
    method: 'GET', path: '/users/for-distribution', access: distributors, tags,
    query: distributionUsersQuerySchema, responses: { 200: distributionUsersPageSchema, ...errors },
  }),
  doctorAmounts: endpoint({
    method: 'GET', path: '/movements/inventory/doctor-amounts', access: listReaders, tags,
    query: doctorAmountsQuerySchema, responses: { 200: doctorAmountsSchema, ...errors },
  }),
  list: endpoint({
    method: 'GET', path: '/movements/inventory', access: listReaders, tags,
    query: inventoryListQuerySchema, responses: { 200: inventoryBalancePageSchema, ...errors },
  }),
  amount: endpoint({
    method: 'GET', path: '/movements/inventory/amount', access: {}, tags,
    query: amountQuerySchema, responses: { 200: amountSchema, ...errors },
  }),
  history: endpoint({
    method: 'GET', path: '/movements/inventory/history', access: listReaders, tags,
    query: movementHistoryQuerySchema, responses: { 200: movementPageSchema, ...errors },
  }),
  /** The same history as CSV (`;`, byte-order mark) or XLSX. */
  historyExport: endpoint({
    method: 'GET', path: '/movements/inventory/history/export', access: listReaders, tags,
    query: movementHistoryExportQuerySchema, produces: [FILE_TYPES.xlsx, FILE_TYPES.csv],
  }),
};

export type InventoryContract = typeof inventoryContract;
