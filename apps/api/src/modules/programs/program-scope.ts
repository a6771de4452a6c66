import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/audit.ts';
import { authOf, type AuthContext } from '../../plugins/auth.ts';

/**
 * Record-level check for programme-scoped catalogue rows: a user works in the programme of the
 * session; a system administrator manages every programme. Null is a GENERAL row, open to all.
 */
export function assertProgramScope(auth: AuthContext, programId: number | null | undefined): void {
  if (programId === null) return;
  if (auth.userType === 'SYSADMIN' || programId === auth.programId) return;
  throw forbidden();
}

/**
 * A programme-scoped record the caller may see: it exists (in `programId`, when one is asked for),
 * else 404 `notFoundCode`; and it lies in the caller's programme, else 403.
 */
export function scopedRecord<T extends { programId: number | null }>(
  auth: AuthContext, row: T | undefined, notFoundCode: string, programId?: number,
): T {
  if (!row || (programId !== undefined && row.programId !== programId)) throw notFound(notFoundCode);
  assertProgramScope(auth, row.programId);
  return row;
}

/** Maps undefined optional form values to null, so clearing a field on edit clears the column. */
export function nullify<T extends Record<string, unknown>>(values: T): { [K in keyof T]: Exclude<T[K], undefined> | null } {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined ? null : v])) as never;
}

export type { Actor };

export const actorOf = (request: FastifyRequest): Actor => ({ userId: authOf(request).userId, ip: request.ip });
