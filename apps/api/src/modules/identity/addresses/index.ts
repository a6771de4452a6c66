/** The addresses module as other modules see it: a user's one address (signup and the profile write it). */
export { addressesRoutes } from './addresses.routes.ts';
export { findUserAddress, upsertUserAddress } from './addresses.repository.ts';
