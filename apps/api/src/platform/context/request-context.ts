import { seesWholeProgramme } from '@portal/domain';
import type { AuthContext } from './auth-context.ts';
import type { Actor } from '../lib/audit.ts';
import { lazyReach, type Reach } from './reach.ts';
import { scopeOf, type Scope, type ScopedProgramId } from './scope.ts';
import { requestTypesOf, type RequestTypes } from './request-types.ts';

/**
 * Who is calling, built once per request and handed to services: the session's user and
 * programme, its modules, the caller's address for the audit trail, and the programme scope that
 * every repository of a programme-owned table takes.
 */
export interface RequestContext extends AuthContext {
  /** The request types whose module the caller holds (`request-types.ts`): every repository of requests takes it. */
  readonly requestTypes: RequestTypes;
  readonly ip: string;
  readonly actor: Actor;
  readonly scope: Scope;
  /**
   * Whom the caller may act on among the users of a programme (the session's unless named): the
   * relationship rule every user repository takes (`context/reach.ts`). Lazy and memoised.
   */
  readonly reach: (programId?: ScopedProgramId) => Reach;
}

/** The last context built from each (cached, frozen) session context, reused while the address is the same. */
const built = new WeakMap<AuthContext, RequestContext>();

export function requestContext(auth: AuthContext, ip: string): RequestContext {
  const known = built.get(auth);
  if (known?.ip === ip) return known;
  const ctx = buildContext(auth, ip);
  if (Object.isFrozen(auth)) built.set(auth, ctx);
  return ctx;
}

function buildContext(auth: AuthContext, ip: string): RequestContext {
  const scope = scopeOf(auth.programId, auth.userType === 'SYSADMIN', auth.userId, seesWholeProgramme(auth.userType));
  return Object.freeze({
    ...auth,
    requestTypes: requestTypesOf(auth),
    ip,
    actor: { userId: auth.userId, ip },
    scope,
    reach: lazyReach(scope),
  });
}
