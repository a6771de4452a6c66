import type { z } from './zod-config.ts';

/**
 * What a patient consents to (LGPD art. 8): each contact channel, then the programme's terms.
 * This list drives everything consent touches — the confirmation form's boxes and the API body
 * (`accept<Channel>` fields), the stored contact flags in `patients.details`, the events in
 * `patient_consents`, the privacy centre's rows and revocation. A new channel is one entry here
 * plus its two texts in the catalogue (`patientLink.accept<Channel>`, `patientLink.channel.<CHANNEL>`).
 */
export const CONSENT_CHANNELS = ['SMS', 'WHATSAPP', 'EMAIL', 'PHONE', 'TERMS'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The channels a programme may contact the patient on (every channel but the terms). */
export type ContactChannel = Exclude<ConsentChannel, 'TERMS'>;
export const CONTACT_CHANNELS: readonly ContactChannel[] = CONSENT_CHANNELS.filter((c): c is ContactChannel => c !== 'TERMS');

/** A channel's field in the confirmation body and its flag in `patients.details`: SMS → `acceptSms`. */
export type ConsentField<C extends ConsentChannel = ConsentChannel> = `accept${Capitalize<Lowercase<C>>}`;
export const consentField = <C extends ConsentChannel>(channel: C): ConsentField<C> =>
  `accept${channel.charAt(0)}${channel.slice(1).toLowerCase()}` as ConsentField<C>;

/** One boolean per contact channel, named by `consentField` (the shape of the form, the body and the patient). */
export type ContactConsents = { [C in ContactChannel as ConsentField<C>]: boolean };

/** A zod shape with one field per contact channel, made by `field` (absent in a body means not ticked). */
export function contactConsentShape<T extends z.ZodType>(field: () => T) {
  return Object.fromEntries(CONTACT_CHANNELS.map((c) => [consentField(c), field()])) as { [C in ContactChannel as ConsentField<C>]: T };
}

/** Each contact channel's value from a per-channel reader, as the form, the body and the patient carry them. */
export const contactConsents = (granted: (channel: ContactChannel) => boolean): ContactConsents =>
  Object.fromEntries(CONTACT_CHANNELS.map((c) => [consentField(c), granted(c)])) as ContactConsents;

/**
 * Where a channel stands for the patient: granted now; revoked (granted once, withdrawn since);
 * or never granted (never asked, or left unticked).
 */
export const CONSENT_STATUSES = ['GRANTED', 'REVOKED', 'NOT_GRANTED'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** The status after each event of one channel's history, oldest first. */
export function consentStatuses(history: readonly { granted: boolean }[]): ConsentStatus[] {
  let ever = false;
  return history.map(({ granted }) => {
    ever ||= granted;
    if (granted) return 'GRANTED';
    return ever ? 'REVOKED' : 'NOT_GRANTED';
  });
}

/**
 * Where a channel stands as the patient reads it in the privacy centre (decision 0057): its
 * newest event's status; with none, `NOT_GRANTED` once the patient answered on their link (their
 * terms are recorded, so every box was offered and this one left unticked), else `NOT_ASKED` — a
 * contact flag a doctor's form stored is not the patient's answer.
 */
export const CHANNEL_STANDINGS = [...CONSENT_STATUSES, 'NOT_ASKED'] as const;
export type ChannelStanding = (typeof CHANNEL_STANDINGS)[number];

export function channelStanding(current: readonly { channel: ConsentChannel; status: ConsentStatus }[], channel: ConsentChannel): ChannelStanding {
  const own = current.find((c) => c.channel === channel);
  if (own) return own.status;
  return current.some((c) => c.channel === 'TERMS') ? 'NOT_GRANTED' : 'NOT_ASKED';
}

/**
 * What a message to a patient is for: asking for their consent (the link's invitation, and the
 * agreement code that asks them to agree to a request's term) or anything else (notifications,
 * reminders, …).
 */
export type PatientMessagePurpose = 'consentRequest' | 'message';

/**
 * Whose permission a message needs, kept with a message that leaves later (an SMS fallback), so it
 * is read again when it is sent: a patient's consent for that purpose, or a user's channel choice.
 */
export type ConsentSubject = { patientId: number; purpose: PatientMessagePurpose } | { userId: number };

/**
 * Whether a message may go to the patient on a channel (LGPD art. 7, 8, 11): on their newest
 * answer for it when there is one; with none, only a consent request, and only to a patient never
 * asked — once they answered on the link, a channel they left unticked carries nothing.
 */
export function mayMessagePatient(latest: { granted: boolean } | undefined, answered: boolean, purpose: PatientMessagePurpose): boolean {
  if (latest) return latest.granted;
  return purpose === 'consentRequest' && !answered;
}
