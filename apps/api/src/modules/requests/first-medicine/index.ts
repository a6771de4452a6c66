/** The first-medicine module as other modules see it: its routes, and the registration service steps the FIRST_MEDICINE request uses. */
export { firstMedicineRoutes } from './first-medicine.routes.ts';
export { callService, requireSuccess, presentationTarget, type PresentationTarget } from './wsacesso-gateway.ts';
export { patientRegistration } from './registration.ts';
export { vouchersHeld } from './first-medicine.repository.ts';
