import { sql, type SQL } from 'drizzle-orm';
import type { ProcedureType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { procedures } from '#db/schema/index.ts';
import { cappedCountOf, totalOf } from '#platform/lib/paging.ts';
import { requestsReachable, type RequestReach } from '#platform/lib/request-type-filter.ts';
import { usersBelowViewer } from '#platform/lib/scope-filter.ts';
import { scopeOf } from '#platform/context/scope.ts';

/**
 * The decision queue's rows (decision 0049): the OPEN requests the viewer reaches (programme,
 * hierarchy, modules: `requestsReachable`) and may decide — those only the programme decides
 * (`needs_programme_approval`) only for its administrators — oldest first.
 */
export interface QueueFilter extends RequestReach {
  /** The viewer is one of `PROGRAMME_DECIDERS`. */
  decidesForProgramme: boolean;
  type?: ProcedureType | undefined;
}

/** The queue's conditions; with `requester` (a team member, see `queueIds`), that requester's requests in the programme. */
function queueWhere(f: QueueFilter, requester?: SQL): SQL {
  const reach = requester === undefined ? f : { ...f, scope: scopeOf(f.scope.programId, f.scope.allPrograms, f.scope.viewerId, true) };
  return sql.join([
    requestsReachable(procedures, reach) ?? sql`true`,
    requester === undefined ? undefined : sql`${procedures.createdById} = ${requester}`,
    sql`${procedures.status} = 'OPEN'`,
    f.decidesForProgramme ? undefined : sql`not ${procedures.needsProgrammeApproval}`,
    f.type ? sql`${procedures.type} = ${f.type}` : undefined,
  ].filter((c) => c !== undefined), sql` and `);
}

/** One page of the queue's ids with each one's programme-approval flag, oldest first (ties by id). */
export function queueIds(db: DbOrTx, f: QueueFilter, skip: number, take: number) {
  // A field viewer's queue: each team member's oldest skip + take waiting requests, in order from
  // `procedures_open_requester_created_idx`, merged (docs/decisions/0070-request-reads-follow-the-team.md).
  if (!f.scope.wholeProgramme) {
    return queryRows<{ id: number; needsProgrammeApproval: boolean }>(db, sql`
      select t.id, t."needsProgrammeApproval" from unnest(array${usersBelowViewer(f.scope)}) as team(member)
      cross join lateral (
        select ${procedures.id} as id, ${procedures.needsProgrammeApproval} as "needsProgrammeApproval", ${procedures.createdAt} as created_at
          from ${procedures} where ${queueWhere(f, sql`team.member`)}
         order by ${procedures.createdAt} asc, ${procedures.id} asc limit ${skip + take}) t
       order by t.created_at asc, t.id asc limit ${take} offset ${skip}`);
  }
  return queryRows<{ id: number; needsProgrammeApproval: boolean }>(db, sql`
    select ${procedures.id} as id, ${procedures.needsProgrammeApproval} as "needsProgrammeApproval" from ${procedures}
     where ${queueWhere(f)}
     order by ${procedures.createdAt} asc, ${procedures.id} asc limit ${take} offset ${skip}`);
}

/** How many requests wait for the viewer, counted up to COUNT_CAP + 1. */
export const countQueue = (db: DbOrTx, f: QueueFilter): Promise<number> =>
  totalOf(db, sql`select ${cappedCountOf(sql`select 1 from ${procedures} where ${queueWhere(f)}`)} as total`);
