/** The products module as other modules see it. */
export { productsRoutes } from './products.routes.ts';
export { visibleProduct } from './products.service.ts';
export { findProduct } from './products.repository.ts';
