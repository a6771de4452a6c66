import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error.ts';
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

/** Maps undefined optional form values to null, so clearing a field on edit clears the column. */
export function nullify<T extends Record<string, unknown>>(values: T): { [K in keyof T]: Exclude<T[K], undefined> | null } {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined ? null : v])) as never;
}

/** Who made a change, for the audit trail. */
export interface Actor { userId: number; ip: string }

export const actorOf = (request: FastifyRequest): Actor => ({ userId: authOf(request).userId, ip: request.ip });
