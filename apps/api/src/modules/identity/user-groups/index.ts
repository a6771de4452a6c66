/** The user-groups module as other modules see it. */
export { userGroupsRoutes } from './user-groups.routes.ts';
