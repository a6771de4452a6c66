/** The adverse-events module as other modules see it. */
export { adverseEventsRoutes } from './adverse-events.routes.ts';
