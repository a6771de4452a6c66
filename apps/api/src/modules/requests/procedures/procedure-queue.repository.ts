import { sql, type SQL } from 'drizzle-orm';
import type { ProcedureType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { procedures } from '#db/schema/index.ts';
import { cappedCountOf, totalOf } from '#platform/lib/paging.ts';
import { requestsReachable, type RequestReach } from '#platform/lib/request-type-filter.ts';

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

function queueWhere(f: QueueFilter): SQL {
  return sql.join([
    requestsReachable(procedures, f) ?? sql`true`,
    sql`${procedures.status} = 'OPEN'`,
    f.decidesForProgramme ? undefined : sql`not ${procedures.needsProgrammeApproval}`,
    f.type ? sql`${procedures.type} = ${f.type}` : undefined,
  ].filter((c) => c !== undefined), sql` and `);
}

/** One page of the queue's ids with each one's programme-approval flag, oldest first (ties by id). */
export function queueIds(db: DbOrTx, f: QueueFilter, skip: number, take: number) {
  return queryRows<{ id: number; needsProgrammeApproval: boolean }>(db, sql`
    select ${procedures.id} as id, ${procedures.needsProgrammeApproval} as "needsProgrammeApproval" from ${procedures}
     where ${queueWhere(f)}
     order by ${procedures.createdAt} asc, ${procedures.id} asc limit ${take} offset ${skip}`);
}

/** How many requests wait for the viewer, counted up to COUNT_CAP + 1. */
export const countQueue = (db: DbOrTx, f: QueueFilter): Promise<number> =>
  totalOf(db, sql`select ${cappedCountOf(sql`select 1 from ${procedures} where ${queueWhere(f)}`)} as total`);
