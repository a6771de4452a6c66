import { seesWholeProgramme } from '@portal/domain';
import type { AuthContext } from '../plugins/auth.ts';
import type { Actor } from '../lib/audit.ts';
import { scopeOf, type Scope } from './scope.ts';

/**
 * Who is calling, built once per request and handed to services: the session's user and
 * programme, its modules, the caller's address for the audit trail, and the programme scope that
 * every repository of a programme-owned table takes.
 */
export interface RequestContext extends AuthContext {
  readonly ip: string;
  readonly actor: Actor;
  readonly scope: Scope;
}

export function requestContext(auth: AuthContext, ip: string): RequestContext {
  return {
    ...auth,
    ip,
    actor: { userId: auth.userId, ip },
    scope: scopeOf(auth.programId, auth.userType === 'SYSADMIN', auth.userId, seesWholeProgramme(auth.userType)),
  };
}
