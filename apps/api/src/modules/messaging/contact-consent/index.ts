/**
 * Consent, in one place (decisions 0056 and 0057): the patient's consent events (written when they
 * answer on their link, revoked from its privacy centre), how each channel stands, and every "may
 * this message leave?" — a patient's channels by purpose, a user's channel choice, re-read when an
 * SMS fallback is sent. Messages are queued by the outbox only on a `Delivery` decided here.
 */
export { patientPhoneChannels, smsAllowedNow } from './contact-consent.service.ts';
export { patientDelivery, patientDeliveryOrNone } from './patient-channel.ts';
export type { Delivery } from './delivery.ts';
export { consentHistory, insertConsents, consentAnswersPage, newestOfChannelAndVersion, termsConsentStands, type ConsentAnswerRow, type ConsentAnswersQuery, type ConsentValues } from './contact-consent.repository.ts';
export { currentConsents, toConsent, withStatuses, type ConsentRow } from './consent-state.ts';
