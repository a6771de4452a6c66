import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@portal/domain';
import { programIn, type Scope, type ScopedProgramId } from '../context/scope.ts';

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
