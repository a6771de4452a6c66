import { z } from './zod-config.ts';

/**
 * Spec §3 "Import reports": a spreadsheet import is validated first (nothing saved; every bad row
 * explained), then imported all-or-nothing. Doctor and voucher imports share these shapes.
 */

/** One broken rule of one row: the column, the validation key (pt-BR text in the catalogue), the text. */
export const importErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** A generated file handed back inline (the critique report). */
export const reportFileSchema = z.object({ dataBase64: z.string(), mimeType: z.string(), filename: z.string() });

export const importValidationOf = <T extends z.ZodType>(row: T) => z.object({
  success: z.boolean(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  errors: z.array(row),
  /** The critique report (`Relatorio-Critica.xlsx`) when some row is invalid. */
  report: reportFileSchema.nullable(),
});

export const importResultOf = <T extends z.ZodType>(row: T) => z.object({
  success: z.boolean(),
  imported: z.number().int(),
  errors: z.array(row),
});

/** Spec §3 "Doctor error row". */
export const doctorImportErrorRowSchema = z.object({
  row: z.number().int(),
  fullName: z.string(),
  crm: z.string(),
  uf: z.string(),
  telephone: z.string(),
  email: z.string(),
  cpf: z.string(),
  specialty: z.string(),
  errors: z.array(importErrorSchema),
});
export type DoctorImportErrorRow = z.infer<typeof doctorImportErrorRowSchema>;

/** Spec §3 "Voucher error row". */
export const voucherImportErrorRowSchema = z.object({
  row: z.number().int(),
  crm: z.string(),
  uf: z.string(),
  ean: z.string(),
  amount: z.string(),
  errors: z.array(importErrorSchema),
});
export type VoucherImportErrorRow = z.infer<typeof voucherImportErrorRowSchema>;

/** The header rows of the templates, in order (the parser maps columns by these names). */
/** A bad row of the procedure status spreadsheet: the child code, the step and the reasons. */
export const progressImportErrorRowSchema = z.object({
  row: z.number().int(),
  code: z.string(),
  step: z.string(),
  errors: z.array(importErrorSchema),
});
export type ProgressImportErrorRow = z.infer<typeof progressImportErrorRowSchema>;

export const DOCTOR_TEMPLATE_HEADERS = ['Nome completo', 'CRM', 'UF', 'Telefone', 'E-mail', 'CPF', 'Especialidade'] as const;
/** The columns a doctor row must fill: all but Especialidade, which may be blank (spec §4: the specialty is optional). */
export const DOCTOR_REQUIRED_HEADERS = ['Nome completo', 'CRM', 'UF', 'Telefone', 'E-mail', 'CPF'] as const satisfies readonly (typeof DOCTOR_TEMPLATE_HEADERS)[number][];
export const VOUCHER_TEMPLATE_HEADERS = ['CRM', 'UF', 'EAN', 'Quantidade'] as const;
/** Código (a child code), Etapa (Agendar, Coletar, Receber, Concluir, Cancelar), Subsituação, Motivo, and for Agendar the São Paulo Data e hora (dd/MM/yyyy HH:mm) and Local. */
export const PROGRESS_TEMPLATE_HEADERS = ['Código', 'Etapa', 'Subsituação', 'Motivo', 'Data e hora', 'Local'] as const;
/** Added later, so an older file without them still reads: a scheduling row then lacks its date and is refused. */
export const PROGRESS_OPTIONAL_HEADERS = ['Data e hora', 'Local'] as const satisfies readonly (typeof PROGRESS_TEMPLATE_HEADERS)[number][];
export const PROGRESS_IMPORT_MAX_ROWS = 1000;
export const DOCTOR_IMPORT_MAX_ROWS = 300;
export const VOUCHER_IMPORT_MAX_ROWS = 1000;
export const CRITIQUE_REPORT_FILENAME = 'Relatorio-Critica.xlsx';
