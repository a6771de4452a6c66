/** The doctors-lookup module as other modules see it: a doctor's account by CRM, and programme membership. */
export { doctorsLookupRoutes } from './doctors-lookup.routes.ts';
export { findDoctorByCrm, isProgramMember, type DoctorAccount } from './doctors-lookup.repository.ts';
