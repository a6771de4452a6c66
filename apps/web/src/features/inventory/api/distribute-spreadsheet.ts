import { api } from '@/lib/api.ts';

/** The voucher template (CRM, UF, EAN, Quantidade): the API's own address, so the session cookie goes with it. */
export const distributionTemplateHref = () => api.inventory.spreadsheetTemplate.href();

/** Checks every row of the spreadsheet in `body.file`; saves nothing. */
export const validateDistributionSpreadsheet = (programId: number, body: FormData) =>
  api.inventory.validateSpreadsheet({ query: { programId }, body });

/** Each row an ADD_UNITS of its amount to the doctor of its CRM and UF, all rows or none. */
export const importDistributionSpreadsheet = (programId: number, body: FormData) =>
  api.inventory.importSpreadsheet({ query: { programId }, body });
