/** The patient link module as other modules see it. */
export { patientLinkRoutes } from './patient-link.routes.ts';
export { smsConsentRevoked } from './patient-link.service.ts';
export { patientDelivery, patientDeliveryOrNone } from './patient-channel.ts';
