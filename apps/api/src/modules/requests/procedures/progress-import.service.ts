import {
  PROGRESS_IMPORT_MAX_ROWS, PROGRESS_OPTIONAL_HEADERS, PROGRESS_TEMPLATE_HEADERS, translate, type ProgressImportErrorRow,
} from '@portal/domain';
import { recordAudit } from '#platform/lib/audit.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { importValidation, readSheet, templateXlsx, XLSX_MIME, type ImportReportColumns } from '#platform/lib/spreadsheet/index.ts';
import { retryOnConflict } from '#platform/lib/transaction-retry.ts';
import { reachOf } from '#platform/lib/request-type-filter.ts';
import { programIn } from '#platform/context/scope.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { childrenByCodes, findVisibleProcedure, type Visibility } from './procedure-detail.repository.ts';
import { applyStep } from './procedure-progress.service.ts';
import { stepProblem } from './procedure-progress.rules.ts';
import { checkProgressRow, issue, progressErrorRow, type ProgressHeader, type ProgressRow } from './progress-import.rules.ts';

const REPORT_COLUMNS: ImportReportColumns<ProgressImportErrorRow> = [
  { header: 'Código', value: (r) => r.code },
  { header: 'Etapa', value: (r) => r.step },
];

/** `GET /procedures/progress-XLSX/template`: the header row Código, Etapa, Subsituação, Motivo, Data e hora, Local. */
export async function progressTemplate() {
  return {
    name: translate('procedureSheets.progressTemplateFileName'), contentType: XLSX_MIME,
    data: await templateXlsx(translate('procedureSheets.progressSheetName'), PROGRESS_TEMPLATE_HEADERS),
  };
}

interface Placed extends ProgressRow { childId: number; procedureId: number }

/**
 * Every rule on every row: its own fields, a child of a request of the programme with that code,
 * no code twice in the file, and a step the child's state allows on the day `now` (`stepProblem`).
 */
async function checkFile(db: DbOrTx, v: Visibility, file: Buffer, now: Date) {
  const rows = await readSheet<ProgressHeader>(file, {
    headers: PROGRESS_TEMPLATE_HEADERS, optional: PROGRESS_OPTIONAL_HEADERS, maxRows: PROGRESS_IMPORT_MAX_ROWS,
  });
  const checked = rows.map(checkProgressRow);
  const known = new Map((await childrenByCodes(db, v, checked.flatMap((r) => (r.value ? [r.value.code] : [])))).map((c) => [c.code, c]));
  const seen = new Map<string, number>();
  const placed: Placed[] = [];
  for (const result of checked) {
    const value = result.value;
    if (!value) continue;
    const child = known.get(value.code);
    const first = seen.get(value.code);
    if (!child) result.errors.push(issue('Código', 'validation.progressUnknownCode'));
    else if (first !== undefined) result.errors.push(issue('Código', 'validation.duplicatedInFile', { row: first }));
    else {
      seen.set(value.code, value.row);
      const problem = stepProblem(child, value.step, value.subStatus, value.reason, now);
      if (problem === 'procedureStepNotAllowed') {
        result.errors.push(issue('Etapa', 'validation.progressStepNotAllowed', { status: translate(`status.${child.status}`) }));
      } else if (problem === 'procedureSubStatusNotAllowed') result.errors.push(issue('Subsituação', 'validation.progressSubStatusNotAllowed'));
      else if (problem === 'procedureCancelReasonRequired') result.errors.push(issue('Motivo', 'validation.progressReasonRequired'));
      else if (problem === 'procedureConcludedBeforeAppointment') result.errors.push(issue('Etapa', 'validation.progressConcludedBeforeAppointment'));
      else placed.push({ ...value, childId: child.id, procedureId: child.procedureId });
    }
  }
  const errors = checked.flatMap((r, i) => (r.errors.length > 0 ? [progressErrorRow(rows[i]!, r.errors)] : []));
  return { total: rows.length, errors, placed };
}

const visibility = (ctx: RequestContext, programId: number): Visibility =>
  reachOf(ctx, programIn(ctx.scope, programId, 'procedureNotFound'));

/** `POST /procedures/progress-XLSX/validate`: the critique of the file; nothing is saved. */
export async function validateProgressSpreadsheet({ db, now }: Deps, ctx: RequestContext, programId: number, file: Buffer) {
  const { total, errors } = await checkFile(db, visibility(ctx, programId), file, now());
  return importValidation(total, errors, REPORT_COLUMNS);
}

/**
 * `POST /procedures/progress-XLSX`: the same checks, then every row's step on its child, in row
 * order, all in one transaction with the procedures locked (in id order), or none.
 */
export async function importProgressSpreadsheet(deps: Deps, ctx: RequestContext, programId: number, file: Buffer) {
  const v = visibility(ctx, programId);
  return retryOnConflict(() => deps.db.transaction(async (tx) => {
    const now = deps.now();
    const checked = await checkFile(tx, v, file, now);
    if (checked.errors.length > 0) return { success: false, imported: 0, errors: checked.errors };
    for (const id of [...new Set(checked.placed.map((p) => p.procedureId))].sort((a, b) => a - b)) {
      if (!await findVisibleProcedure(tx, v, id, true)) throw notFound('procedureNotFound');
    }
    for (const row of checked.placed) {
      const record = (await findVisibleProcedure(tx, v, row.procedureId))!;
      await applyStep(tx, ctx, v.programId, record, { step: row.step, childIds: [row.childId], subStatus: row.subStatus, reason: row.reason, appointment: row.appointment }, now);
    }
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'procedure.importProgress', entity: 'procedure', entityId: null, ip: ctx.ip,
      after: { programId: v.programId, rows: checked.total, children: checked.placed.map((p) => ({ childId: p.childId, step: p.step })) },
    });
    return { success: true, imported: checked.total, errors: [] };
  }));
}
