import type { z } from 'zod';
import { PROGRAMME_DECIDERS, type decisionQueueQuerySchema, type DecisionQueueRow, type Page } from '@portal/domain';
import { recordPageRead } from '#platform/lib/read-records.ts';
import { cappedTotal, sharedPages, sharedTotals } from '#platform/lib/paging.ts';
import { viewerKey } from '#platform/lib/scope-filter.ts';
import { requestTypesKey } from '#platform/context/request-types.ts';
import type { DbOrTx } from '#db/client.ts';
import { programIn } from '#platform/context/scope.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { reachOf } from '#platform/lib/request-type-filter.ts';
import { childNames, rowsOfIds } from './procedure-list.repository.ts';
import { countQueue, queueIds, type QueueFilter } from './procedure-queue.repository.ts';
import { seesPatientInLists, toRow } from './procedure-views.ts';

type QueueQuery = z.output<typeof decisionQueueQuerySchema>;

const queuePages = sharedPages<DecisionQueueRow[]>();
const queueTotals = sharedTotals();

/**
 * `GET /procedures/queue` ("Aguardando minha decisão", decision 0049): the OPEN requests the caller
 * may decide — `canDecide` as a query: reachable (programme, hierarchy, the type's module), and
 * those the programme pays for only for `PROGRAMME_DECIDERS` — oldest first. A doctor decides
 * nothing, so theirs is empty. The page's ids go to the audit trail and its patients' privacy
 * centres, as a list's do (decision 0064).
 */
export async function queue({ db, now }: Deps, ctx: RequestContext, q: QueueQuery): Promise<Page<DecisionQueueRow>> {
  if (ctx.userType === 'DOCTOR') return { data: [], total: 0 };
  const filter: QueueFilter = {
    ...reachOf(ctx, programIn(ctx.scope, q.programId, 'procedureNotFound')),
    decidesForProgramme: PROGRAMME_DECIDERS.includes(ctx.userType), type: q.type,
  };
  // Shared by the viewers who see the same rows for the cache's moment (decision 0093); the user
  // type decides what they may decide and how a row is shaped.
  const key = [filter.programId, viewerKey(filter.scope), requestTypesKey(filter.types), q.type ?? '', ctx.userType];
  const [data, counted] = await Promise.all([
    queuePages([...key, q.skip, q.take], () => loadPage(db, ctx, filter, q)),
    queueTotals(key, () => countQueue(db, filter)),
  ]);
  const ids = data.map((r) => r.id);
  if (data.length > 0) {
    await recordPageRead(db, { readerId: ctx.userId, at: now(), source: 'decisionQueue', requestType: q.type }, ids, {
      actorId: ctx.userId, action: 'procedure.list', entity: 'procedure', entityId: null, ip: ctx.ip,
      after: { programId: filter.programId, queue: true, ids },
    });
  }
  return { data, ...cappedTotal(counted) };
}

/** One page of the queue, shaped for the viewer's type. */
async function loadPage(db: DbOrTx, ctx: RequestContext, filter: QueueFilter, q: QueueQuery): Promise<DecisionQueueRow[]> {
  const page = await queueIds(db, filter, q.skip, q.take);
  const ids = page.map((r) => r.id);
  const [rows, names] = await Promise.all([rowsOfIds(db, ids, seesPatientInLists(ctx.userType)), childNames(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.flatMap(({ id, needsProgrammeApproval }) => {
    const row = byId.get(id);
    return row ? [{ ...toRow(row, names.get(id) ?? [], ctx.userType), needsProgrammeApproval }] : [];
  });
}
