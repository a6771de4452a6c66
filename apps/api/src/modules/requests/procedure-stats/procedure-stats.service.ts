import type { ProcedureStatusCounts, ProcedureType, TimeToTherapy, WeeklyVolume } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { requestTypesKey } from '#platform/context/request-types.ts';
import { reachOf, type RequestReach } from '#platform/lib/request-type-filter.ts';
import { MicroCache } from '#platform/lib/micro-cache.ts';
import * as repo from './procedure-stats.repository.ts';

/** The dashboard's windows, in days, and how many of the longest-waiting requests it lists. */
export const WINDOWS = [30, 90] as const;
export const WAITING_LIMIT = 10;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Hours with one decimal: what the panel shows, and stable to compare. */
const roundHours = (hours: number | null): number | null => (hours === null ? null : Math.round(hours * 10) / 10);

/**
 * Every dashboard opens both answers, and they aggregate the whole programme: held for the
 * micro-cache's moment (decision 0006), shared by viewers who see the same requests (every
 * administrator of a programme who holds the same modules; otherwise one viewer's team).
 */
const countCache = new MicroCache<{ type: ProcedureType; count: number }[]>();
const panelCache = new MicroCache<TimeToTherapy>();
const statusCache = new MicroCache<ProcedureStatusCounts>();
const weeklyCache = new MicroCache<WeeklyVolume>();
const audienceKey = ({ scope, programId, types }: RequestReach) =>
  `${programId}:${scope.wholeProgramme ? 'all' : scope.viewerId}:${requestTypesKey(types)}`;

/** `GET /procedures/count/{programId}`: the requests the viewer may reach, per procedure type. */
export function countProcedures({ db }: Deps, ctx: RequestContext, programId: number) {
  const reach = reachOf(ctx, programIn(ctx.scope, programId, 'programNotFound'));
  return countCache.getStale(audienceKey(reach), () => repo.countByType(db, reach));
}

/** `GET /procedures/status-counts/{programId}`: the requests the viewer may reach, per type and displayed status. */
export function countProceduresByStatus({ db }: Deps, ctx: RequestContext, programId: number) {
  const reach = reachOf(ctx, programIn(ctx.scope, programId, 'programNotFound'));
  return statusCache.getStale(audienceKey(reach), () => repo.countByTypeAndStatus(db, reach));
}

/** How many weeks the dashboard's volume chart shows, the current one included. */
export const WEEKS = 12;
const SAO_PAULO_OFFSET_MS = 3 * HOUR_MS;

/**
 * The Monday (São Paulo, UTC−3 all year since 2019) of the week `weeksBack` weeks before the one
 * holding `now`, as `yyyy-MM-dd`.
 */
export function mondayOf(now: Date, weeksBack: number): string {
  const local = new Date(now.getTime() - SAO_PAULO_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday - 7 * weeksBack);
  return new Date(monday).toISOString().slice(0, 10);
}

/** `GET /procedures/weekly-volume/{programId}`: requests made per week over the last `WEEKS` weeks, empty weeks as 0. */
export function weeklyVolume({ db, now }: Deps, ctx: RequestContext, programId: number): Promise<WeeklyVolume> {
  const reach = reachOf(ctx, programIn(ctx.scope, programId, 'programNotFound'));
  const at = now();
  const weeks = Array.from({ length: WEEKS }, (_, i) => mondayOf(at, WEEKS - 1 - i));
  const since = new Date(`${weeks[0]}T00:00:00-03:00`);
  return weeklyCache.getStale(`${audienceKey(reach)}:${weeks[0]}`, async () => {
    const counted = new Map((await repo.countByWeek(db, reach, since)).map((r) => [r.week, r.count]));
    return weeks.map((week) => ({ week, count: counted.get(week) ?? 0 }));
  });
}

/**
 * `GET /procedures/time-to-therapy/{programId}` (managers' dashboard): for each window, per type,
 * how long requests took from request to approval and to conclusion (count, median, 90th
 * percentile in hours), and the requests still OPEN or APPROVED that have waited longest.
 */
export function timeToTherapy(deps: Deps, ctx: RequestContext, programId: number): Promise<TimeToTherapy> {
  const reach = reachOf(ctx, programIn(ctx.scope, programId, 'programNotFound'));
  return panelCache.getStale(audienceKey(reach), () => loadTimeToTherapy(deps, reach));
}

async function loadTimeToTherapy(deps: Deps, reach: RequestReach): Promise<TimeToTherapy> {
  const now = deps.now();
  const windows = await Promise.all(WINDOWS.map(async (days) => {
    const rows = await repo.durationsSince(deps.db, reach, new Date(now.getTime() - days * DAY_MS));
    return {
      days,
      rows: rows.map((r) => ({
        type: r.type,
        toApproval: { count: r.approvals, medianHours: roundHours(r.approvalMedian), p90Hours: roundHours(r.approvalP90) },
        toConclusion: { count: r.conclusions, medianHours: roundHours(r.conclusionMedian), p90Hours: roundHours(r.conclusionP90) },
      })),
    };
  }));
  const waiting = await repo.longestWaiting(deps.db, reach, WAITING_LIMIT);
  return {
    windows,
    waiting: waiting.map((w) => ({
      ...w,
      createdAt: w.createdAt.toISOString(),
      waitingHours: roundHours(Math.max(0, now.getTime() - w.createdAt.getTime()) / HOUR_MS)!,
    })),
  };
}
