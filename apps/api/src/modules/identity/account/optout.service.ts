import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { addBusinessHours } from '#platform/jobs/business-hours.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import { AppError, conflict } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { isUniqueViolation } from '#platform/lib/pg-errors.ts';
import { verifyPassword } from '#platform/lib/password.ts';
import { findAccount } from './account.repository.ts';
import { sendOptoutConfirmation } from './optout-confirmation.ts';
import * as repo from './optout.repository.ts';

/** Spec §9: data removal within 24 business hours. */
export const OPTOUT_BUSINESS_HOURS = 24;

/**
 * `POST /users/optout`: with the account's password, records the request and schedules the anonymisation job after a short
 * grace period, always before the 24-business-hour deadline (`dueAt`).
 */
export async function requestOptout(deps: Deps, ctx: RequestContext, password: string) {
  const { db, config, now } = deps;
  // A cross-site form or a borrowed session cannot schedule an irreversible anonymisation.
  const account = await findAccount(db, ctx.userId);
  if (!(await verifyPassword(account?.passwordHash ?? null, password))) {
    throw new AppError('invalidPassword', 400, { password: ['validation.invalidField'] });
  }
  if (await repo.pendingOptout(db, ctx.userId)) throw conflict('optoutAlreadyRequested');
  const requestedAt = now();
  const dueAt = addBusinessHours(requestedAt, OPTOUT_BUSINESS_HOURS);
  const runAt = new Date(Math.min(requestedAt.getTime() + config.onboarding.optoutGraceMs, dueAt.getTime()));
  try {
    return await db.transaction(async (tx) => {
      const request = await repo.insertOptout(tx, ctx.userId, requestedAt, dueAt);
      await enqueue(tx, 'processOptout', { requestId: request.id }, { runAt, maxAttempts: 10 });
      await recordAudit(tx, { actorId: ctx.userId, action: 'requestOptout', entity: 'optoutRequest', entityId: request.id, after: { dueAt: dueAt.toISOString() }, ip: ctx.ip });
      const protocol = await sendOptoutConfirmation(tx, deps, ctx.userId, request.id, requestedAt, dueAt);
      return { requestId: request.id, dueAt: dueAt.toISOString(), protocol };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('optoutAlreadyRequested');
    throw error;
  }
}
