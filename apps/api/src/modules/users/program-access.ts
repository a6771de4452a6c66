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
