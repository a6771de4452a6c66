/** The auth module as other modules (and the guard) see it. */
export { authRoutes } from './auth.routes.ts';
export { isProgramMember } from './auth.repository.ts';
export { revokeUserSessions } from '#platform/context/session.repository.ts';
export { clearLoginThrottle } from './login-throttle.repository.ts';
