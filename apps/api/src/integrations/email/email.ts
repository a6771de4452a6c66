export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: the outbox provider stores only; the SMTP provider delivers with nodemailer. */
export interface EmailProvider {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}
