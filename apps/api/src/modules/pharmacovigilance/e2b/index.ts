/** The E2B(R3) export and acknowledgements as the rest of the API sees them. */
export { e2bRoutes } from './e2b.routes.ts';
