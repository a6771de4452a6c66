/** Discounts: medicines and their discount rules by state, from the discount service. */
export { discountsRoutes } from './discounts.routes.ts';
