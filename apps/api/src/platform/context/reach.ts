import type { Scope, ScopedProgramId } from './scope.ts';

declare const reachBrand: unique symbol;

/**
 * Whom a request may act on among one programme's users — the relationship rule, the second wall
 * beside the programme scope. Administrators and system administrators reach every user of the
 * programme; field staff (regional, district, representative) reach themselves and the users below
 * them: the transitive `user_group_users.manager_id` chain of the programme's active memberships
 * (`usersBelow` in `@portal/domain` defines it, `inReach` in `lib/scope-filter.ts` evaluates it in
 * the same SQL statement). Only this module makes one, so a repository that takes a `Reach` cannot
 * be handed a bare programme id: a user query that forgets the rule does not compile.
 */
export interface Reach {
  readonly [reachBrand]: true;
  readonly programId: ScopedProgramId;
  /** The user at the top of the subtree. */
  readonly viewerId: number;
  /** Administrators: the whole programme, no subtree condition. */
  readonly wholeProgramme: boolean;
}

/** The caller's reach in one programme the scope allows. */
export const reachOf = (scope: Scope, programId: ScopedProgramId): Reach =>
  Object.freeze({ programId, viewerId: scope.viewerId, wholeProgramme: scope.wholeProgramme }) as Reach;

/**
 * The request context's `reach(programId?)`: built on first use and kept per programme. It holds
 * no rows (the subtree is walked inside each statement), so reusing it across requests of one
 * session never serves a stale hierarchy and needs no invalidation.
 */
export function lazyReach(scope: Scope): (programId?: ScopedProgramId) => Reach {
  const byProgram = new Map<number, Reach>();
  return (programId = scope.programId) => {
    let reach = byProgram.get(programId);
    if (!reach) byProgram.set(programId, reach = reachOf(scope, programId));
    return reach;
  };
}
