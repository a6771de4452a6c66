/** The doctors module as other modules see it. */
export { doctorsRoutes } from './doctors.routes.ts';
export { searchDoctors } from './doctors.repository.ts';
