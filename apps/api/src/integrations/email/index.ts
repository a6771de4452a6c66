import type { OnboardingConfig } from '../../config.ts';
import type { EmailProvider } from './email.ts';
import { outboxEmail } from './outbox.ts';
import { smtpClient } from './smtp-client.ts';

export type { EmailMessage, EmailProvider } from './email.ts';

const cache = new Map<string, EmailProvider>();

/** SMTP when SMTP_URL is set (one pooled transport per URL), else the offline outbox. */
export function emailProvider(config: OnboardingConfig): EmailProvider {
  if (!config.smtpUrl) return outboxEmail;
  const key = `${config.smtpUrl}|${config.mailFrom}`;
  let provider = cache.get(key);
  if (!provider) {
    provider = smtpClient(config.smtpUrl, config.mailFrom);
    cache.set(key, provider);
  }
  return provider;
}
