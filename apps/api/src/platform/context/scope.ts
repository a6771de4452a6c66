import type { ErrorCode } from '@portal/domain';
import { notFound } from '../lib/app-error.ts';

declare const scopeBrand: unique symbol;
declare const programBrand: unique symbol;

/**
 * A programme the request may act in. Only this module makes one (from the session, or from a
 * programme a system administrator names), so a repository that takes it cannot be handed a bare
 * id from a URL: the programme filter lives in the data layer, not in a check a route remembers.
 */
export type ScopedProgramId = number & { readonly [programBrand]: true };

/** The programmes a request may read and write; made only by `scopeOf`. */
export interface Scope {
  readonly [scopeBrand]: true;
  /** The programme of the session. */
  readonly programId: ScopedProgramId;
  /** A system administrator works in every programme. */
  readonly allPrograms: boolean;
  /** The user whose hierarchy bounds the people lists (doctors, holders, requests) show. */
  readonly viewerId: number;
  /** Administrators see every user of the programme; others, themselves and those below them. */
  readonly wholeProgramme: boolean;
}

export const scopeOf = (programId: number, allPrograms: boolean, viewerId = 0, wholeProgramme = true): Scope =>
  ({ programId: programId as ScopedProgramId, allPrograms, viewerId, wholeProgramme }) as Scope;

/**
 * The programme a call works in: the session's unless another is named, which only a system
 * administrator may do. Another programme answers like one that does not exist.
 */
export function programIn(scope: Scope, requested: number | undefined, notFoundCode: ErrorCode = 'notFound'): ScopedProgramId {
  if (requested === undefined) return scope.programId;
  if (requested === scope.programId || scope.allPrograms) return requested as ScopedProgramId;
  throw notFound(notFoundCode);
}

/**
 * The programme of a procedure found by its public code (`/p/{code}`): the unguessable code is the
 * caller's only credential, so the programme it belongs to is the one the call may act in.
 */
export const programOfPublicCode = (programId: number): ScopedProgramId => programId as ScopedProgramId;

/**
 * The programme of a FHIR backend client's grant: the token endpoint verified the client's signed
 * assertion and issued a token for exactly this programme, so the grant is the caller's scope.
 */
export const programOfGrant = (programId: number): ScopedProgramId => programId as ScopedProgramId;
