import nodemailer from 'nodemailer';
import type { EmailMessage, EmailProvider } from './email.ts';

/** SMTP delivery through nodemailer; `url` is smtp(s)://user:pass@host:port. Failures throw so the job retries. */
export function smtpClient(url: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
