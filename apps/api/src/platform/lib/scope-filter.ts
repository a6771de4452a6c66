import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import type { Reach } from '../context/reach.ts';
import { programIn, type Scope, type ScopedProgramId } from '../context/scope.ts';
import { MicroCache } from './micro-cache.ts';

/**
 * Where a query of a programme-owned table looks: the request's scope (its programme, or every
 * programme for a system administrator), or the one programme a call named.
 */
export type Within = Scope | ScopedProgramId;

/**
 * The programme condition of a query, applied in its SQL so another programme's row is simply not
 * found; none for a system administrator's scope.
 */
export function inProgram(column: AnyPgColumn, within: Within): SQL | undefined {
  if (typeof within === 'number') return eq(column, within);
  return within.allPrograms ? undefined : eq(column, within.programId);
}

/**
 * The scope, narrowed to `requested` when the call names a programme: a programme outside the
 * scope answers `notFoundCode`, like a record that does not exist.
 */
export const within = (scope: Scope, requested: number | undefined, notFoundCode: ErrorCode): Within =>
  requested === undefined ? scope : programIn(scope, requested, notFoundCode);

/**
 * What of a scope, beside the programme, bounds the rows a list shows, for keying answers shared
 * between viewers: nothing for an administrator (the whole programme), the viewer otherwise.
 */
export const viewerKey = (scope: Scope): number => (scope.wholeProgramme ? 0 : scope.viewerId);

/**
 * The ids of the scope's viewer and every user below them in its programme: the transitive
 * `managerId` chain of active memberships of the programme's user groups (`usersBelow` in
 * `@portal/domain` defines the rule; this computes it in the query). `union` stops on cycles.
 */
export const usersBelowViewer = (scope: Pick<Scope, 'viewerId' | 'programId'>): SQL => usersBelowIn(scope.viewerId, scope.programId);

/**
 * The subtree of `viewerId` in `programId` (both may be bound placeholders of a prepared
 * statement): the viewer and every user below them through the programme's active memberships.
 */
export const usersBelowIn = (viewerId: unknown, programId: unknown): SQL => sql`(
  with recursive below(user_id) as (
    select ${viewerId}::integer
    union
    select ugu.user_id
      from user_group_users ugu
      join user_groups ug on ug.id = ugu.user_group_id
      join below on ugu.manager_id = below.user_id
     where ugu.active and ug.program_id = ${programId}
  )
  select user_id from below
)`;

/**
 * The relationship condition of a query of users (`context/reach.ts`): none for administrators;
 * otherwise `column` must be the caller or someone below them in the reach's programme.
 */
export const inReach = (column: AnyPgColumn | SQL, reach: Reach): SQL | undefined =>
  reach.wholeProgramme ? undefined : teamCondition(column, reach.viewerId, reach.programId);

/**
 * `column` is one of the subtree's ids, as an array rather than `in (subquery)`: a list bounded by a
 * small team then reads its members through the primary key instead of walking the whole programme
 * in name order and probing each row (decision 0023's plan for district managers).
 */
export const teamCondition = (column: AnyPgColumn | SQL, viewerId: unknown, programId: unknown): SQL =>
  sql`${column} = any(array${usersBelowIn(viewerId, programId)})`;

/**
 * Ids in PostgreSQL's text form of an array (`{4,5,9}`), bound as they are: the node driver writes
 * an array of numbers out element by element for every statement, which for a regional manager's
 * 525 ids was a third of a search's time in the API (decision 0110).
 */
export type IdsText = string & { readonly idsText: unique symbol };

const teams = new MicroCache<IdsText>();

/**
 * The scope's viewer and everyone below them (`usersBelowViewer`), read once as ids (`IdsText`), for
 * a statement planned once that binds them (`inBoundIds`); none for a whole-programme scope. Read
 * once per viewer for the micro-cache's moment: every write clears it, in every process, before it
 * answers (decision 0045), as it clears the shared pages the same viewer reads.
 */
export async function teamOf(db: DbOrTx, scope: Scope): Promise<IdsText | undefined> {
  if (scope.wholeProgramme) return undefined;
  return teams.get(`${scope.programId} ${scope.viewerId}`, async () => {
    const [row] = await queryRows<{ team: string }>(db, sql`select array${usersBelowViewer(scope)}::text as team`);
    return (row?.team ?? `{${scope.viewerId}}`) as IdsText;
  });
}

/**
 * `column` is one of the ids bound as `ids` (a team read with `teamOf`, as text), in a statement planned once
 * for every viewer (a generic plan, decision 0108). There the array is a parameter, which PostgreSQL
 * searches element by element for every row tested (525 comparisons a row for a regional manager),
 * while `not in (subquery)` is always a hashed subplan, built once per execution. A plain
 * `in (subquery)` would become a join, its hash built again for every outer row. For a column
 * without nulls, the double negation is `in`; a null is found in no team either.
 */
export const inBoundIds = (column: AnyPgColumn | SQL, ids: SQLWrapper): SQL =>
  sql`not (${column} not in (select unnest(${ids}::integer[])))`;

/**
 * The hierarchy condition of a people list: none for administrators (they see the whole
 * programme); otherwise `column` must be the viewer or someone below them.
 */
export const visibleToViewer = (column: AnyPgColumn | SQL, scope: Scope): SQL | undefined =>
  scope.wholeProgramme ? undefined : sql`${column} in ${usersBelowViewer(scope)}`;

/**
 * The requests (procedures) a viewer may read, for every query of them: those of the programme
 * (`programId`, a programme the scope allows) whose requester is the viewer or below them; a
 * doctor thus reads their own, administrators the whole programme's (spec §6).
 */
export const requestsVisibleTo = (
  table: { programId: AnyPgColumn; createdById: AnyPgColumn }, scope: Scope, programId: ScopedProgramId,
): SQL | undefined => and(eq(table.programId, programId), scope.wholeProgramme ? undefined : inTeam(table.createdById, scope));

/**
 * `column` is the scope's viewer or someone below them, as an array rather than `in (subquery)`: the
 * planner then reads each member's rows through an index on `column` instead of hashing every row of
 * the programme against the team (docs/decisions/0023-search-plans.md, district managers).
 */
export const inTeam = (column: AnyPgColumn | SQL, scope: Scope): SQL => sql`${column} = any(array${usersBelowViewer(scope)})`;
