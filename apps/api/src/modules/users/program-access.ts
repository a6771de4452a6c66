import { forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';

/**
 * The programme a users or user-groups call works in: the session's programme unless another is
 * named, which only a system administrator may do.
 */
export function programFor(auth: AuthContext, programId: number | undefined): number {
  if (programId === undefined || programId === auth.programId) return auth.programId;
  if (auth.userType === 'SYSADMIN') return programId;
  throw forbidden();
}

/** The name of the unique index or constraint a driver error reports (both drivers expose it). */
export function violatedConstraint(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const c = current as { constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof c.constraint === 'string') return c.constraint;
    if (typeof c.detail === 'string' && c.detail) return c.detail;
    current = c.cause;
  }
  return '';
}
