import type { AcceptPoliciesInput } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { AppError, forbidden } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import * as repo from './usage-policies.repository.ts';

/** The caller's pending policies in a programme they may act in (another answers like one that does not exist). */
export function pendingPolicies({ db }: Deps, ctx: RequestContext, programId: number) {
  return repo.findPendingPolicies(db, ctx.userId, programIn(ctx.scope, programId, 'programNotFound'), ctx.userType);
}

/** The caller accepts, for themself only, policies of the session's programme. */
export async function acceptPolicies({ db }: Deps, ctx: RequestContext, input: AcceptPoliciesInput): Promise<void> {
  if (input.userId !== ctx.userId) throw forbidden();
  const ids = [...new Set(input.programUsagePoliciesIds)];
  const found = await repo.findPoliciesByIds(db, ctx.scope.programId, ids);
  if (found.length !== ids.length) throw new AppError('validation', 400, { programUsagePoliciesIds: ['validation.invalidField'] });
  await db.transaction(async (tx) => {
    await repo.acceptPolicies(tx, ctx.userId, ids);
    await recordAudit(tx, { actorId: ctx.userId, action: 'acceptPolicies', entity: 'user', entityId: ctx.userId, after: { ids }, ip: ctx.ip });
  });
}
