/** The programmes module as other modules see it. */
export { programsRoutes } from './programs.routes.ts';
export { programsPublicRoutes } from './programs.public.routes.ts';
