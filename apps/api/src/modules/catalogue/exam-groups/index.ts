/** The exam-groups module as other modules see it. */
export { examGroupsRoutes } from './exam-groups.routes.ts';
export { examGroupsOfFollowup } from './exam-groups.service.ts';
