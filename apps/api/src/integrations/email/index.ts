import type { OnboardingConfig } from '#platform/config.ts';
import type { EmailProvider } from './email.ts';
import { outboxEmail } from './outbox.ts';
import { smtpClient } from './smtp-client.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { EmailMessage, EmailProvider } from './email.ts';

const cache = new Map<string, EmailProvider>();
const instrumentedOutbox = instrumented('email', 'outbox', outboxEmail);

/** SMTP when SMTP_URL is set (one pooled transport per URL), else the offline outbox. */
export function emailProvider(config: OnboardingConfig): EmailProvider {
  if (!config.smtpUrl) return instrumentedOutbox;
  const key = `${config.smtpUrl}|${config.mailFrom}`;
  let provider = cache.get(key);
  if (!provider) {
    provider = instrumented('email', 'smtp', smtpClient(config.smtpUrl, config.mailFrom));
    cache.set(key, provider);
  }
  return provider;
}
