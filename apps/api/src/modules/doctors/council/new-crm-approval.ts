import { councilKeepsApproval, programPhrase, translate } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { queueEmail } from '#messaging/outbox/index.ts';
import * as repo from './council.repository.ts';
import { statusLabel, type CouncilCheck } from './council.service.ts';

export interface NewCrm {
  user: { id: number; name: string; email: string };
  /** The registration before (null: the user was not a doctor). */
  before: { crm: string; uf: string } | null;
  after: { crm: string; uf: string };
  check: CouncilCheck;
  actorId: number;
  programId: number;
  ip?: string | undefined;
}

/**
 * An approved doctor moved to another CRM or state (decision 0065): approval stays only when the
 * council answered the new registration active under the doctor's name; otherwise — another
 * name, not active, not found, or the council down — the doctor goes back to awaiting approval,
 * in the write's transaction, with an audit entry holding both registrations and the council's
 * answer, and an e-mail telling the doctor (as an approval tells them). Answers whether approval
 * was withdrawn.
 */
export async function withdrawApprovalUnlessConfirmed(tx: DbOrTx, deps: Pick<Deps, 'now' | 'email' | 'config'>, change: NewCrm): Promise<boolean> {
  const { check, user } = change;
  if (councilKeepsApproval(check.answer, user.name)) return false;
  const now = deps.now();
  await repo.withdrawApproval(tx, user.id, now);
  const councilStatus = check.answer?.status ?? 'UNVERIFIED';
  await recordAudit(tx, {
    actorId: change.actorId, action: 'council.approvalWithdrawn', entity: 'user', entityId: user.id, ip: change.ip,
    before: { ...(change.before ?? { crm: null, uf: null }), approved: true },
    after: { ...change.after, approved: false, councilStatus, reason: check.verdict.outcome === 'refused' ? check.verdict.code : 'councilUnavailable' },
  });
  const program = programPhrase(await repo.programName(tx, change.programId));
  const params = { name: user.name, program, crm: change.after.crm, uf: change.after.uf, status: statusLabel(councilStatus) };
  await queueEmail(tx, deps, {
    destination: user.email, userId: user.id,
    subject: translate('council.approvalWithdrawnSubject', params),
    body: translate('council.approvalWithdrawnBody', params),
  }, now);
  return true;
}
