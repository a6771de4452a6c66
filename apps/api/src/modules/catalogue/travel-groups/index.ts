/** The travel-groups module as other modules see it. */
export { travelGroupsRoutes } from './travel-groups.routes.ts';
export { travelGroupOfFollowup } from './travel-groups.service.ts';
export { listProgramTravelGroups } from './travel-groups.repository.ts';
