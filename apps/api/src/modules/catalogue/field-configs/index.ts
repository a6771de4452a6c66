/** The field-configs module as other modules see it. */
export { fieldConfigsRoutes } from './field-configs.routes.ts';
