/** One SMS to send: the destination is a Brazilian phone number in digits (10 or 11). */
export interface SmsMessage {
  destination: string;
  body: string;
}

/**
 * Sends SMS. The outbox provider delivers by storing (the outbound_messages row is the message,
 * read by the development page); the gateway provider posts to an HTTP SMS gateway.
 */
export interface SmsProvider {
  readonly kind: 'outbox' | 'gateway';
  send(message: SmsMessage): Promise<void>;
}
