/** The pharmacies module as other modules see it: the public pharmacy finder and place autocomplete. */
export { pharmaciesRoutes } from './pharmacies.routes.ts';
