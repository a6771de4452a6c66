import type { ModuleContext } from '@portal/domain';

/** Who is signed in, as the guard (plugins/auth.ts) reads it from the session once per request. */
export interface AuthContext extends ModuleContext {
  sessionId: number;
  userId: number;
  programId: number;
  approved: boolean;
  policiesPending: boolean;
}
