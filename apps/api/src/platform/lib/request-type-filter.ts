import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ProcedureType } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope, ScopedProgramId } from '../context/scope.ts';
import { reachesEveryType, reachesType, type RequestTypes } from '../context/request-types.ts';
import type { DbOrTx } from '#db/client.ts';
import { inBoundIds, requestsVisibleTo, teamOf, type IdsText } from './scope-filter.ts';

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

type RequestColumns = { programId: AnyPgColumn; createdById: AnyPgColumn; type: AnyPgColumn };

/**
 * The condition of every query of requests (procedures): `requestsVisibleTo` (programme and
 * hierarchy) and `ofRequestTypes` (modules), so a request outside either answers like a missing one.
 */
export const requestsReachable = (table: RequestColumns, reach: RequestReach): SQL | undefined =>
  and(requestsVisibleTo(table, reach.scope, reach.programId), ofRequestTypes(table.type, reach.types));

/**
 * A reach as the values of a statement planned once for every viewer (`requestsReachableBound`):
 * the programme, the team as ids (`teamOf`; none for a whole-programme scope) and the types
 * (none when every type is reached). `key` tells the statement's text apart.
 */
export interface BoundReach {
  key: string;
  values: { programId: number; team?: IdsText; types?: readonly ProcedureType[] };
}

/** The reach's bound values; undefined when the caller reaches no type, so nothing can be found. */
export async function boundReachOf(db: DbOrTx, reach: RequestReach): Promise<BoundReach | undefined> {
  if (reach.types.length === 0) return undefined;
  const team = await teamOf(db, reach.scope);
  const types = reachesEveryType(reach.types) ? undefined : reach.types;
  return {
    key: `${team ? 't' : ''}${types ? 'y' : ''}`,
    values: { programId: reach.programId, ...(team ? { team } : {}), ...(types ? { types } : {}) },
  };
}

/**
 * `requestsReachable` with placeholders for a `BoundReach`'s values, in a statement PostgreSQL plans
 * once for every viewer (decision 0108): the same programme, hierarchy and modules. `requesters`, an
 * array of requesters the same statement already read within this reach, stands in for the team:
 * the team's ids are then read and hashed once per statement instead of once per use (decision 0111).
 */
export const requestsReachableBound = (table: RequestColumns, bound: BoundReach, requesters?: SQL): SQL => and(
  eq(table.programId, sql.placeholder('programId')),
  requesters ? sql`${table.createdById} = any(${requesters})`
    : bound.values.team ? inBoundIds(table.createdById, sql.placeholder('team')) : undefined,
  bound.values.types ? sql`${table.type} = any(${sql.placeholder('types')}::text[])` : undefined,
)!;

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
