import type { NotificationChannel } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { Tx } from '#db/client.ts';
import { queueEmail, queueSms, queueWhatsApp } from '../outbox/index.ts';
import type { Recipient } from './notifications.repository.ts';
import type { NotificationMessage } from './render.ts';

/**
 * How a notification leaves on one channel. Every sender queues through the outbox in the caller's
 * transaction (the outbox's job delivers and retries), so a channel is one entry of `CHANNEL_SENDERS`.
 */
export interface ChannelSender {
  /** The person's address on this channel, or null: then the channel cannot be turned on. */
  destination(person: Recipient): string | null;
  /**
   * Consent the channel needs beyond the person's choice (e.g. a term accepted for it), checked
   * before every message; a channel without such a term leaves it out.
   */
  consented?(tx: Tx, person: Recipient): Promise<boolean>;
  /** `smsFallback`: the person also has SMS on, so an undelivered WhatsApp message goes out by SMS (decision 0056). */
  send(tx: Tx, deps: Deps, to: { userId: number; programId: number; destination: string; smsFallback: boolean }, message: NotificationMessage, now: Date): Promise<void>;
}

/** One sender per channel of `NOTIFICATION_CHANNELS`: a channel without one does not compile. */
export const CHANNEL_SENDERS: { readonly [C in NotificationChannel]: ChannelSender } = {
  EMAIL: {
    destination: (person) => person.email,
    async send(tx, deps, to, message, now) {
      await queueEmail(tx, deps, { destination: to.destination, userId: to.userId, programId: to.programId, subject: message.subject, body: message.text }, now);
    },
  },
  SMS: {
    destination: (person) => person.phone,
    async send(tx, deps, to, message, now) {
      await queueSms(tx, deps, { destination: to.destination, userId: to.userId, programId: to.programId, body: message.short }, now);
    },
  },
  WHATSAPP: {
    destination: (person) => person.phone,
    async send(tx, deps, to, message, now) {
      await queueWhatsApp(tx, deps, {
        destination: to.destination, userId: to.userId, programId: to.programId, body: message.short, template: 'requestUpdate', parameters: [message.short],
        smsFallback: to.smsFallback, consentOf: { userId: to.userId },
      }, now);
    },
  },
};
