export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The From display name (a programme's, decision 0078); MAIL_FROM's address stays. Unset: MAIL_FROM as it is. */
  fromName?: string;
}

/** Sends e-mail: the outbox provider stores only; the SMTP provider delivers with nodemailer. */
export interface EmailProvider {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}
