import { councilBlocks, translate } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { dailySlot, enqueue, enqueueForSlot } from '#platform/jobs/queue.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { queueEmail } from '#messaging/outbox/index.ts';
import * as repo from './council.repository.ts';
import { checkCouncil, recordAnswer, statusLabel } from './council.service.ts';

const MINUTE_MS = 60_000;
/** How often the whole programme is re-checked (the council's data changes daily). */
export const COUNCIL_CHECK_INTERVAL_MS = 24 * 60 * MINUTE_MS;
/** After an outage, the same batch is tried again this much later. */
export const COUNCIL_OUTAGE_RETRY_MS = 15 * MINUTE_MS;

/**
 * Queues the day's re-check at `at` unless a batch is already waiting or that day's re-check was
 * ever queued: a process starting while another's worker runs the first batch starts no second pass.
 */
export async function scheduleCouncilCheck(db: DbOrTx, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockCheckSchedule(tx);
    if (!(await repo.checkWaiting(tx))) await enqueueForSlot(tx, 'recheckCouncil', { afterId: 0 }, dailySlot(at), { runAt: at, maxAttempts: 3 });
  });
}

/** Queues the pass's next batch (or the same one after an outage), from the doctor after `afterId`. */
async function queueBatch(db: DbOrTx, at: Date, afterId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockCheckSchedule(tx);
    if (!(await repo.checkWaiting(tx))) await enqueue(tx, 'recheckCouncil', { afterId }, { runAt: at, maxAttempts: 3 });
  });
}

/**
 * One doctor against the council's answer. A registration that stops being active blocks the
 * doctor's new requests (the status itself is the block), flags their open requests for the
 * approvers and e-mails the programmes' administrators — in one transaction with the audit trail.
 * Returns false when the council could not answer (nothing changes).
 */
async function recheckDoctor(deps: Deps, doctor: repo.CheckedDoctor): Promise<boolean> {
  const { answer } = await checkCouncil(deps, doctor);
  if (!answer) return false;
  const now = deps.now();
  const before = doctor.councilStatus;
  const newlyBlocked = councilBlocks(answer.status) && !councilBlocks(before);
  await deps.db.transaction(async (tx) => {
    await recordAnswer(tx, doctor.doctorId, answer, now);
    if (answer.status !== before) {
      await recordAudit(tx, {
        actorId: null, action: 'council.check', entity: 'doctor', entityId: doctor.doctorId,
        before: { councilStatus: before }, after: { councilStatus: answer.status, councilType: answer.type },
      });
    }
    if (!newlyBlocked) return;
    for (const request of await repo.openRequestsOf(tx, doctor.userId)) {
      await recordAudit(tx, {
        actorId: null, action: 'procedure.councilFlag', entity: 'procedure', entityId: request.id, after: { councilStatus: answer.status },
      });
    }
    const params = { name: doctor.name, crm: doctor.crm, uf: doctor.uf, status: statusLabel(answer.status) };
    for (const admin of await repo.adminsOfDoctorPrograms(tx, doctor.userId)) {
      await queueEmail(tx, deps, {
        destination: admin.email, userId: admin.userId,
        subject: `${admin.programName}: ${translate('council.adminSubject', params)}`,
        body: translate('council.adminBody', params),
      }, now);
    }
  });
  return true;
}

/**
 * The daily re-check, one batch per job (CFM_BATCH_SIZE doctors), the next batch queued so the
 * lookups stay within CFM_RATE_PER_MINUTE. Jobs are claimed with SKIP LOCKED and the chain is
 * queued under an advisory lock, so any number of API processes run it once. An outage stops the
 * batch where it is and tries again later; the end of the list queues tomorrow's run.
 */
export async function recheckCouncilJob({ afterId }: { afterId: number }, deps: Deps): Promise<void> {
  const { batchSize, ratePerMinute } = deps.config.cfm;
  const started = deps.now().getTime();
  const batch = await repo.doctorsAfter(deps.db, afterId, batchSize);
  let last = afterId;
  for (const doctor of batch) {
    if (!(await recheckDoctor(deps, doctor))) {
      await queueBatch(deps.db, new Date(started + COUNCIL_OUTAGE_RETRY_MS), last);
      return;
    }
    last = doctor.doctorId;
  }
  if (batch.length < batchSize) {
    await scheduleCouncilCheck(deps.db, new Date(started + COUNCIL_CHECK_INTERVAL_MS));
    return;
  }
  await queueBatch(deps.db, new Date(started + Math.ceil((batchSize / ratePerMinute) * MINUTE_MS)), last);
}
