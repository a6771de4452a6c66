/**
 * Whether a message may go to a person on a channel, as their consent (a patient) or choice (a
 * user) stands at the moment it is read (decision 0057): the patient link decides an invitation's
 * channel with it, the outbox re-reads it before an SMS fallback.
 */
export { patientPhoneChannels, smsAllowedNow, type ConsentSubject } from './contact-consent.service.ts';
