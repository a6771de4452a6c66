/** The signup module as other modules see it. */
export { signupRoutes } from './signup.routes.ts';
