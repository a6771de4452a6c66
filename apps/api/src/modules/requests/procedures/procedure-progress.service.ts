import type { z } from 'zod';
import { fromProgrammeLocal, stepOutcome, type ExamSubStatus, type procedureProgressSchema, type ProcedureDetail, type ProgressStep } from '@portal/domain';
import { recordAudit } from '#platform/lib/audit.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { retryOnConflict } from '#platform/lib/transaction-retry.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { Tx } from '#db/client.ts';
import { notifyRequestStatusChanged } from '#messaging/notifications/index.ts';
import { childrenOf, type ChildRecord, type ProcedureRecord } from './procedure-detail.repository.ts';
import { giveBackVouchers, saveWithStatuses } from './procedure-effects.ts';
import { stepProblem } from './procedure-progress.rules.ts';
import { updateChildren, type ProcedureChanges } from './procedure-write.repository.ts';
import { detailOf, visibleProcedure } from './procedures-read.service.ts';

type Progress = z.output<typeof procedureProgressSchema>;

export interface StepCommand {
  step: ProgressStep;
  childIds: readonly number[];
  subStatus?: ExamSubStatus | undefined;
  reason?: string | undefined;
  /** SCHEDULE: when (an instant, typed in São Paulo time) and where the exam or collection happens. */
  appointment?: { at: Date; place: string | null } | undefined;
}

/** The procedure's first time at a step stamps it; conclusion and cancellation once the roll-up reaches them. */
function procedureStamps(record: ProcedureRecord, step: ProgressStep, now: Date, reason: string | undefined) {
  return (status: string): ProcedureChanges => {
    switch (step) {
      case 'SCHEDULE': return { scheduledAt: record.scheduledAt ?? now };
      case 'COLLECT': return { collectedAt: record.collectedAt ?? now };
      case 'RECEIVE': return { receivedAt: record.receivedAt ?? now };
      case 'CONCLUDE': return status === 'CONCLUDED' ? { concludedAt: record.concludedAt ?? now } : {};
      case 'CANCEL': return status === 'CANCELED'
        ? { canceledAt: record.canceledAt ?? now, cancelationReason: record.cancelationReason ?? reason ?? null }
        : {};
    }
  };
}

/**
 * One step on some children of one procedure of `programId` (locked by the caller, children locked here): each
 * child must allow it (`stepProblem`), else 400 with the code and nothing is written. Stamps each
 * child, records the sub-status (the given one, or the rule's), returns the vouchers of canceled
 * children, rolls the procedure's status up and audits. The step spreadsheet runs this per row.
 */
export async function applyStep(
  tx: Tx, ctx: RequestContext, programId: ScopedProgramId, record: ProcedureRecord, cmd: StepCommand, now: Date,
): Promise<void> {
  const children = await childrenOf(tx, record.id, true);
  const byId = new Map(children.map((c) => [c.id, c]));
  const targets = [...new Set(cmd.childIds)].map((id) => byId.get(id));
  if (targets.some((c) => c === undefined)) throw new AppError('procedureChildNotInProcedure', 400);
  // Every way of scheduling (one by one, the spreadsheet) gives the appointment.
  if (cmd.step === 'SCHEDULE' && !cmd.appointment) throw new AppError('procedureScheduleDateRequired', 400);
  for (const child of targets as ChildRecord[]) {
    const problem = stepProblem(child, cmd.step, cmd.subStatus, cmd.reason, now);
    if (problem) throw new AppError(problem, 400);
  }
  for (const child of targets as ChildRecord[]) {
    const outcome = stepOutcome(child, cmd.step);
    await updateChildren(tx, [child.id], {
      status: outcome.status, subStatus: cmd.subStatus ?? outcome.subStatus, [outcome.stamp]: now,
      ...(cmd.step === 'CANCEL' ? { reason: cmd.reason ?? null } : {}),
      ...(cmd.step === 'SCHEDULE' && cmd.appointment ? { appointmentAt: cmd.appointment.at, appointmentPlace: cmd.appointment.place } : {}),
    });
  }
  const returned = cmd.step === 'CANCEL' ? await giveBackVouchers(tx, ctx, programId, record, cmd.childIds) : 0;
  const status = await saveWithStatuses(tx, record, procedureStamps(record, cmd.step, now, cmd.reason));
  await recordAudit(tx, {
    actorId: ctx.userId, action: 'procedure.progress', entity: 'procedure', entityId: record.id, ip: ctx.ip,
    before: { status: record.status, children: targets.map((c) => ({ id: c!.id, status: c!.status, subStatus: c!.subStatus })) },
    after: {
      status, step: cmd.step, childIds: cmd.childIds, subStatus: cmd.subStatus ?? null, reason: cmd.reason ?? null, vouchersReturned: returned,
      ...(cmd.appointment ? { appointmentAt: cmd.appointment.at.toISOString(), appointmentPlace: cmd.appointment.place } : {}),
    },
  });
  // The requester hears of an appointment, and of the request's conclusion once it is reached.
  if (cmd.step === 'SCHEDULE' && cmd.appointment) {
    await notifyRequestStatusChanged(tx, record, {
      kind: 'REQUEST_SCHEDULED', item: (targets as ChildRecord[]).map((c) => c.name).join(', '),
      scheduledFor: cmd.appointment.at.toISOString(), place: cmd.appointment.place,
    }, now);
  } else if (status === 'CONCLUDED' && record.status !== 'CONCLUDED') {
    await notifyRequestStatusChanged(tx, record, { kind: 'REQUEST_CONCLUDED' }, now);
  }
}

/**
 * The step of the request body: a SCHEDULE needs its São Paulo date and time (400
 * procedureScheduleDateRequired) and may name the place; other steps ignore both.
 */
function stepOf(body: Progress): StepCommand {
  const { scheduledFor, place, ...step } = body;
  if (body.step !== 'SCHEDULE') return step;
  const at = scheduledFor ? fromProgrammeLocal(scheduledFor) : null;
  if (!at) throw new AppError('procedureScheduleDateRequired', 400);
  return { ...step, appointment: { at, place: place || null } };
}

/** `POST /procedures/{procedureId}/progress` (operations staff): one step, all in one transaction; answers the detail. */
export async function progress(deps: Deps, ctx: RequestContext, procedureId: number, body: Progress): Promise<ProcedureDetail> {
  return retryOnConflict(() => deps.db.transaction(async (tx) => {
    const record = await visibleProcedure(tx, ctx, procedureId, true);
    const cmd = stepOf(body);
    await applyStep(tx, ctx, ctx.scope.programId, record, cmd, deps.now());
    return detailOf(tx, ctx, await visibleProcedure(tx, ctx, record.id));
  }));
}
