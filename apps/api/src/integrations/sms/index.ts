import type { OnboardingConfig } from '#platform/config.ts';
import { smsGatewayClient } from './gateway-client.ts';
import { outboxSms } from './outbox.ts';
import type { SmsProvider } from './sms.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { SmsMessage, SmsProvider } from './sms.ts';

/** The gateway when SMS_GATEWAY_URL is set, else the offline outbox. */
export function smsProvider(config: OnboardingConfig): SmsProvider {
  return config.smsGateway ? instrumented('sms', 'gateway', smsGatewayClient(config.smsGateway)) : instrumented('sms', 'outbox', outboxSms);
}
