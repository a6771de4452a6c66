import {
  EXAM_SUB_STATUSES, fromProgrammeLocal, PROGRESS_STEPS, translate,
  type ExamSubStatus, type ImportError, type MessageKey, type PROGRESS_TEMPLATE_HEADERS, type ProgressImportErrorRow, type ProgressStep,
} from '@portal/domain';
import { headerKey, type SheetRow } from '#platform/lib/spreadsheet/index.ts';

/**
 * The step spreadsheet's row rules: each row names a child by its code (Código), a step (Etapa:
 * Agendar, Coletar, Receber, Concluir, Cancelar), optionally a sub-status (Subsituação, its pt-BR
 * name), a reason (Motivo, required to cancel) and, to schedule, the São Paulo date and time (Data e
 * hora, required) and the place (Local). Every rule of every row is checked before anything is saved.
 */
export type ProgressHeader = (typeof PROGRESS_TEMPLATE_HEADERS)[number];

export interface ProgressRow {
  row: number;
  code: string;
  step: ProgressStep;
  subStatus?: ExamSubStatus | undefined;
  reason?: string | undefined;
  /** A scheduling row's appointment: the instant of its São Paulo date and time, and the place. */
  appointment?: { at: Date; place: string | null } | undefined;
}

/** `dd/MM/yyyy HH:mm` as typed, or `yyyy-MM-dd HH:mm` / `yyyy-MM-ddTHH:mm` (a date cell), as São Paulo wall time. */
function appointmentTime(text: string): Date | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})\s+(\d{2}):(\d{2})$/.exec(text);
  if (br) return fromProgrammeLocal(`${br[3]}-${br[2]}-${br[1]}T${br[4]}:${br[5]}`);
  const iso = /^(\d{4}-\d{2}-\d{2})[T\s](\d{2}:\d{2})$/.exec(text);
  return iso ? fromProgrammeLocal(`${iso[1]}T${iso[2]}`) : null;
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
  let appointment: ProgressRow['appointment'];
  if (step === 'SCHEDULE') {
    const when = c['Data e hora'].text;
    const at = when ? appointmentTime(when) : null;
    const place = c.Local.text.trim();
    if (!when) errors.push(issue('Data e hora', 'err.procedureScheduleDateRequired'));
    else if (!at) errors.push(issue('Data e hora', 'validation.invalidDate'));
    if (place.length > 200) errors.push(issue('Local', 'validation.maxLength', { length: 200 }));
    if (at) appointment = { at, place: place || null };
  }
  if (errors.length > 0 || !step) return { errors };
  return { value: { row: row.row, code, step, subStatus, reason, appointment }, errors };
}
