import nodemailer from 'nodemailer';
import type { EmailMessage, EmailProvider } from './email.ts';

/** SMTP delivery through nodemailer; `url` is smtp(s)://user:pass@host:port. Failures throw so the job retries. */
export function smtpClient(url: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(url);
  const address = addressOf(from);
  return {
    kind: 'smtp',
    async send(message: EmailMessage) {
      await transport.sendMail({ from: message.fromName ? { name: message.fromName, address } : from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/** The address of a From header ('Portal <x@y>' → 'x@y'; a bare address as it is). */
export function addressOf(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}
