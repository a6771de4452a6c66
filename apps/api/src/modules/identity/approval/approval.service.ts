import { canManageUserType, programPhrase, translate, type CouncilStatus } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { forbidden, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { queueEmail } from '#messaging/outbox/index.ts';
import { approvalRefusal, checkCouncil, recordAnswer } from '#doctors/council/index.ts';
import * as repo from './approval.repository.ts';

/**
 * `PUT /users/{id}/approved`: a manager approves a user of their programme (any user for a system
 * administrator) of a type at or below their own (spec §6), never themself; field staff only users
 * of their own subtree (decision 0040: another answers 404 like a missing one). The "access granted"
 * e-mail is queued in the same transaction, so it exists only if the approval does.
 */
export async function approveUser(deps: Deps, ctx: RequestContext, userId: number) {
  const { db } = deps;
  const target = await repo.findUser(db, userId, ctx.reach(), ctx.scope.allPrograms);
  if (!target || target.anonymizedAt) throw notFound('failedToLoadUser');
  if (!canManageUserType(ctx.userType, target.type) || target.id === ctx.userId) throw forbidden('userCannotBeManaged');
  if (target.approved) return { id: target.id, approved: true };
  const program = programPhrase(await repo.programName(db, ctx.scope.programId));
  const now = deps.now();
  // A doctor is approved only on the council's word: active, and theirs (decision 0055); an outage approves, unverified.
  const doctor = target.type === 'DOCTOR' ? await repo.doctorOf(db, target.id) : undefined;
  const council = doctor ? await checkCouncil(deps, { crm: doctor.crm, uf: doctor.uf, name: target.name }) : undefined;
  if (doctor && council) {
    const refusal = approvalRefusal(council, doctor.crm, doctor.uf);
    if (refusal) {
      await db.transaction(async (tx) => {
        await recordAnswer(tx, doctor.id, council.answer, now);
        await recordAudit(tx, {
          actorId: ctx.userId, action: 'council.approvalRefused', entity: 'user', entityId: target.id, ip: ctx.ip,
          after: { councilStatus: council.answer?.status ?? null, reason: council.verdict.outcome === 'refused' ? council.verdict.code : null },
        });
      });
      throw refusal;
    }
  }
  const councilStatus: CouncilStatus | undefined = council ? council.answer?.status ?? 'UNVERIFIED' : undefined;
  await db.transaction(async (tx) => {
    if (doctor && council) await recordAnswer(tx, doctor.id, council.answer, now);
    await repo.setApproved(tx, target.id, now);
    await queueEmail(tx, deps, {
      destination: target.email, userId: target.id,
      subject: translate('notification.accessGrantedSubject', { program }),
      body: translate('notification.accessGrantedBody', { name: target.name, program }),
    }, now);
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'approveUser', entity: 'user', entityId: target.id, before: { approved: false },
      after: { approved: true, ...(councilStatus ? { councilStatus } : {}) }, ip: ctx.ip,
    });
  });
  return { id: target.id, approved: true, ...(councilStatus ? { councilStatus } : {}) };
}
