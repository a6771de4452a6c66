import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DASHBOARD_STATUS_LISTS, type ProcedureStatus, type ProcedureType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { procedureCounts, procedures, users } from '#db/schema/index.ts';
import { requestsReachable, type RequestReach } from '#platform/lib/request-type-filter.ts';

/** The counts added up (`sum` answers bigint: cast back to an integer, read as a number). */
const total = sql<number>`sum(${procedureCounts.count})::integer`;

/**
 * The requests the viewer may see in the programme (types whose module they hold), counted per
 * type: added up from `procedure_counts` (one row per requester, type and status), so the cost
 * follows the viewer's team, never the programme's requests (decision 0089).
 */
export function countByType(db: DbOrTx, reach: RequestReach) {
  return db.select({ type: procedureCounts.type, count: total }).from(procedureCounts)
    .where(requestsReachable(procedureCounts, reach))
    .groupBy(procedureCounts.type).orderBy(procedureCounts.type);
}

/**
 * The requests the viewer may see, counted per type and displayed status (what the lists show and
 * filter by, so a count and the list it opens agree), from `procedure_counts` like `countByType`.
 */
export function countByTypeAndStatus(db: DbOrTx, reach: RequestReach) {
  return db.select({ type: procedureCounts.type, status: procedureCounts.displayStatus, count: total }).from(procedureCounts)
    .where(requestsReachable(procedureCounts, reach))
    .groupBy(procedureCounts.type, procedureCounts.displayStatus).orderBy(procedureCounts.type, procedureCounts.displayStatus);
}

/** The types the dashboard's table counts: the weekly chart counts the same ones (no invitations, no lookups). */
const BOARD_TYPES = DASHBOARD_STATUS_LISTS.map((l) => l.type);

/**
 * Requests made per week since `since` (a Monday at midnight, São Paulo), by the week's Monday in
 * São Paulo time (the programme's clock, as in the exports); weeks without requests are absent.
 * Only the request types the status table counts: a patient's invitation is not a request.
 */
export function countByWeek(db: DbOrTx, reach: RequestReach, since: Date): Promise<{ week: string; count: number }[]> {
  const week = sql`to_char(date_trunc('week', ${procedures.createdAt} at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD')`;
  return queryRows(db, sql`
    select ${week} as "week", count(*)::integer as "count"
      from ${procedures}
     where ${and(requestsReachable(procedures, reach), inArray(procedures.type, BOARD_TYPES), sql`${procedures.createdAt} >= ${since.toISOString()}::timestamptz`)}
     group by 1 order by 1`);
}

export interface DurationRow {
  type: ProcedureType;
  approvals: number;
  approvalMedian: number | null;
  approvalP90: number | null;
  conclusions: number;
  conclusionMedian: number | null;
  conclusionP90: number | null;
}

const hoursBetween = (from: unknown, to: unknown) => sql`extract(epoch from (${to} - ${from})) / 3600.0`;

/**
 * Per type, the hours from request to approval of the requests approved since `since`, and from
 * request to conclusion of those concluded since `since`: count, median and 90th percentile,
 * computed by PostgreSQL (`percentile_cont`) over the requests the viewer may reach. A rejection
 * also stamps `approved_at` (the decision's time), so rejected requests are left out of approvals.
 */
export function durationsSince(db: DbOrTx, reach: RequestReach, since: Date): Promise<DurationRow[]> {
  const from = sql`${since.toISOString()}::timestamptz`;
  const approved = sql`${procedures.approvedAt} >= ${from} and ${procedures.status} <> 'REJECTED'`;
  const concluded = sql`${procedures.concludedAt} >= ${from}`;
  const toApproval = hoursBetween(procedures.createdAt, procedures.approvedAt);
  const toConclusion = hoursBetween(procedures.createdAt, procedures.concludedAt);
  return queryRows<DurationRow>(db, sql`
    select ${procedures.type} as "type",
           (count(*) filter (where ${approved}))::integer as "approvals",
           (percentile_cont(0.5) within group (order by ${toApproval}) filter (where ${approved}))::float8 as "approvalMedian",
           (percentile_cont(0.9) within group (order by ${toApproval}) filter (where ${approved}))::float8 as "approvalP90",
           (count(*) filter (where ${concluded}))::integer as "conclusions",
           (percentile_cont(0.5) within group (order by ${toConclusion}) filter (where ${concluded}))::float8 as "conclusionMedian",
           (percentile_cont(0.9) within group (order by ${toConclusion}) filter (where ${concluded}))::float8 as "conclusionP90"
      from ${procedures}
     where ${and(requestsReachable(procedures, reach), sql`(${approved} or ${concluded})`)}
     group by ${procedures.type}
     order by ${procedures.type}`);
}

const WAITING: ProcedureStatus[] = ['OPEN', 'APPROVED'];

/** The `limit` OPEN or APPROVED requests the viewer may reach (programme, hierarchy, modules) made longest ago, oldest first. */
export function longestWaiting(db: DbOrTx, reach: RequestReach, limit: number) {
  return db.select({
    id: procedures.id, code: procedures.code, type: procedures.type, status: procedures.status,
    createdAt: procedures.createdAt, requester: users.name,
  }).from(procedures)
    .innerJoin(users, eq(users.id, procedures.createdById))
    .where(and(requestsReachable(procedures, reach), inArray(procedures.status, WAITING)))
    .orderBy(asc(procedures.createdAt), asc(procedures.id))
    .limit(limit);
}
