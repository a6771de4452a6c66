/** The auth module as other modules (and the guard) see it. */
export { authRoutes } from './auth.routes.ts';
export { isProgramMember } from './auth.repository.ts';
export { findLiveSession, revokeUserSessions, touchSession, type SessionRow } from './session.repository.ts';
export { clearLoginThrottle } from './login-throttle.repository.ts';
