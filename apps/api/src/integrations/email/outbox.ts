import type { EmailProvider } from './email.ts';

/** Offline default: the queued row in outbound_messages is the delivered e-mail. */
export const outboxEmail: EmailProvider = {
  kind: 'outbox',
  async send() {
    // Nothing leaves the machine; the development page lists the outbox.
  },
};
