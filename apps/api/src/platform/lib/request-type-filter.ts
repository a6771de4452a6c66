import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ProcedureType } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope, ScopedProgramId } from '../context/scope.ts';
import { reachesEveryType, reachesType, type RequestTypes } from '../context/request-types.ts';
import { requestsVisibleTo, type TeamIds } from './scope-filter.ts';

/**
 * The module condition of a query of requests: the type column among the types the caller
 * reaches (none when they reach every type; `false` when none), so a request of another type is
 * simply not found, counted or exported.
 */
export function ofRequestTypes(column: AnyPgColumn, types: RequestTypes): SQL | undefined {
  if (reachesEveryType(types)) return undefined;
  if (types.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(types.map((type) => sql`${type}`), sql`, `)})`;
}

/** What bounds every read of requests: the programme, the viewer's hierarchy and the types whose module they hold. */
export interface RequestReach {
  scope: Scope;
  programId: ScopedProgramId;
  types: RequestTypes;
}

/**
 * The condition of every query of requests (procedures): `requestsVisibleTo` (programme and
 * hierarchy, with the team already read when `team` is given) and `ofRequestTypes` (modules), so a
 * request outside either answers like a missing one.
 */
export const requestsReachable = (
  table: { programId: AnyPgColumn; createdById: AnyPgColumn; type: AnyPgColumn }, reach: RequestReach, team?: TeamIds,
): SQL | undefined => and(requestsVisibleTo(table, reach.scope, reach.programId, team), ofRequestTypes(table.type, reach.types));

/** The reach of a request's caller: its scope and types, in the session's programme or one it may name. */
export const reachOf = (
  ctx: { scope: Scope; requestTypes: RequestTypes }, programId: ScopedProgramId = ctx.scope.programId,
): RequestReach => ({ scope: ctx.scope, programId, types: ctx.requestTypes });

/**
 * `requestsReachable` for a query of one type (a list, its count, its export): that type, or
 * nothing when the caller lacks its module. The plain equality keeps the lists' planned indexes.
 */
export const requestsOfType = (
  table: { programId: AnyPgColumn; createdById: AnyPgColumn; type: AnyPgColumn }, reach: RequestReach, type: ProcedureType,
): SQL | undefined =>
  and(requestsVisibleTo(table, reach.scope, reach.programId), reachesType(reach.types, type) ? eq(table.type, type) : sql`false`);
