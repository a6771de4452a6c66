import type { z } from 'zod';
import type { bulkDecisionSchema, BulkDecisionResult } from '@portal/domain';
import { notFound } from '#platform/lib/app-error.ts';
import { retryOnConflict } from '#platform/lib/transaction-retry.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { childrenOf, findVisibleProcedures } from './procedure-detail.repository.ts';
import { assertRequestersApprovable } from '#doctors/council/index.ts';
import { applyDecision, checkDecidable } from './procedure-decision.service.ts';
import { visibilityOf } from './procedures-read.service.ts';

type BulkDecision = z.output<typeof bulkDecisionSchema>;

/**
 * `POST /procedures/decisions` (decision 0049): several requests approved (every item of each) or
 * rejected with one reason, all or nothing, in one transaction. Every id is checked before
 * anything is written: one the caller does not see (another programme, another subtree, a type
 * whose module they lack, a missing id) answers 404 procedureNotFound exactly as a missing id, one
 * already decided 409 procedureNotOpen, one they may not decide 403, an approval of requests whose
 * requester's registration is no longer active 409 requesterRegistrationInactive naming each of
 * them (decision 0060) — and nothing is decided. The
 * rows are locked in id order, so two bulk decisions overlapping never deadlock; each request is
 * decided and audited as a single decision is (`applyDecision`).
 */
export async function decideMany(deps: Deps, ctx: RequestContext, body: BulkDecision): Promise<BulkDecisionResult> {
  return retryOnConflict(() => deps.db.transaction(async (tx) => {
    const records = await findVisibleProcedures(tx, visibilityOf(ctx), body.procedureIds, true);
    if (records.length !== body.procedureIds.length) throw notFound('procedureNotFound');
    for (const record of records) checkDecidable(ctx, record);
    if (body.status === 'APPROVED') await assertRequestersApprovable(tx, records);
    const decidedAt = deps.now();
    const decided: BulkDecisionResult['decided'] = [];
    for (const record of records) {
      const childIds = body.status === 'APPROVED' ? (await childrenOf(tx, record.id)).map((c) => c.id) : [];
      const status = await applyDecision(tx, deps, ctx, record, { status: body.status, procedureIds: childIds, reason: body.reason }, 'queue');
      decided.push({ id: record.id, code: record.code, status });
    }
    return { decidedAt: decidedAt.toISOString(), decided };
  }));
}
