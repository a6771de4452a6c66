import {
  EXAM_SUB_STATUSES, PROGRESS_STEPS, translate,
  type ExamSubStatus, type ImportError, type MessageKey, type PROGRESS_TEMPLATE_HEADERS, type ProgressImportErrorRow, type ProgressStep,
} from '@portal/domain';
import { headerKey, type SheetRow } from '../../lib/spreadsheet/index.ts';

/**
 * The step spreadsheet's row rules: each row names a child by its code (Código), a step (Etapa:
 * Agendar, Coletar, Receber, Concluir, Cancelar), optionally a sub-status (Subsituação, its pt-BR
 * name) and a reason (Motivo, required to cancel). Every rule of every row is checked before
 * anything is saved.
 */
export type ProgressHeader = (typeof PROGRESS_TEMPLATE_HEADERS)[number];

export interface ProgressRow {
  row: number;
  code: string;
  step: ProgressStep;
  subStatus?: ExamSubStatus | undefined;
  reason?: string | undefined;
}

export const issue = (field: ProgressHeader, code: MessageKey, params?: Record<string, string | number>): ImportError =>
  ({ field, code, message: translate(code, params) });

/** Step names as typed (accents, case and spaces aside), in pt-BR or as the API names them. */
const STEPS = new Map<string, ProgressStep>(PROGRESS_STEPS.flatMap((s) => [
  [headerKey(translate(`procedureSheets.steps.${s}`)), s], [headerKey(s), s],
]));
const SUB_STATUSES = new Map<string, ExamSubStatus>(EXAM_SUB_STATUSES.flatMap((s) => [
  [headerKey(translate(`examSubStatus.${s}`)), s], [headerKey(s), s],
]));

export function progressErrorRow(row: SheetRow<ProgressHeader>, errors: ImportError[]): ProgressImportErrorRow {
  return { row: row.row, code: row.cells['Código'].text, step: row.cells.Etapa.text, errors };
}

/** Checks one row on its own; the child, its state and duplicates come after. */
export function checkProgressRow(row: SheetRow<ProgressHeader>): { value?: ProgressRow; errors: ImportError[] } {
  const c = row.cells;
  const errors: ImportError[] = [];
  const code = c['Código'].text.trim();
  if (!code) errors.push(issue('Código', 'validation.requiredField'));
  else if (code.length > 100) errors.push(issue('Código', 'validation.progressUnknownCode'));
  const step = STEPS.get(headerKey(c.Etapa.text));
  if (!c.Etapa.text) errors.push(issue('Etapa', 'validation.requiredField'));
  else if (!step) errors.push(issue('Etapa', 'validation.progressUnknownStep'));
  const subText = c['Subsituação'].text;
  const subStatus = subText ? SUB_STATUSES.get(headerKey(subText)) : undefined;
  if (subText && !subStatus) errors.push(issue('Subsituação', 'validation.progressUnknownSubStatus'));
  const reason = c.Motivo.text.trim() || undefined;
  if (reason && reason.length > 500) errors.push(issue('Motivo', 'validation.maxLength', { length: 500 }));
  if (step === 'CANCEL' && !reason) errors.push(issue('Motivo', 'validation.progressReasonRequired'));
  if (errors.length > 0 || !step) return { errors };
  return { value: { row: row.row, code, step, subStatus, reason }, errors };
}
