/** The usage-policies module as other modules see it (the session answer lists the pending ones). */
export { usagePoliciesRoutes } from './usage-policies.routes.ts';
export { acceptPolicies, findPendingPolicies, policyColumns } from './usage-policies.repository.ts';
