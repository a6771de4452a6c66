/** The users module as other modules see it. */
export { usersRoutes } from './users.routes.ts';
export { cannotManage, manageableUser } from './users.service.ts';
export { findUserInReach } from './users.repository.ts';
