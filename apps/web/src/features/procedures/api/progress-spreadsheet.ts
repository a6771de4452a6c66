import { api } from '@/lib/api.ts';

/** The step spreadsheet template (Código, Etapa, Subsituação, Motivo). */
export const progressTemplateHref = () => api.procedures.progressSpreadsheetTemplate.href();

/** Checks every row of the spreadsheet in `body.file`; saves nothing. */
export const validateProgressSpreadsheet = (programId: number, body: FormData) =>
  api.procedures.validateProgressSpreadsheet({ query: { programId }, body });

/** Every row one step on one child code, all rows or none. */
export const importProgressSpreadsheet = (programId: number, body: FormData) =>
  api.procedures.importProgressSpreadsheet({ query: { programId }, body });
