import type { SmsProvider } from './sms.ts';

/** Offline default: the queued row in outbound_messages is the delivered message. */
export const outboxSms: SmsProvider = {
  kind: 'outbox',
  async send() {
    // Nothing leaves the machine; the development page lists the outbox.
  },
};
