import { whatsAppCloudClient } from './cloud-client.ts';
import { whatsAppSimulator } from './simulator.ts';
import type { WhatsAppProvider, WhatsAppTemplateKind } from './whatsapp.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export * from './whatsapp.ts';
export { SIMULATOR_WHATSAPP_ENDINGS } from './simulator.ts';

export interface WhatsAppConfig {
  provider: 'simulator' | 'cloud';
  apiUrl: string;
  apiVersion: string;
  token: string | undefined;
  phoneNumberId: string | undefined;
  /** The app secret Meta signs webhook calls with; unset, every webhook call answers 401. */
  appSecret: string | undefined;
  /** What Meta's subscription check must present; unset, every check answers 403. */
  verifyToken: string | undefined;
  timeoutMs: number;
  /** A message not delivered within this time goes out by SMS (when the person accepted SMS). */
  fallbackMs: number;
  webhookRateLimitPerMinute: number;
  /** The approved template's name for each message the portal sends. */
  templates: Record<WhatsAppTemplateKind, string>;
}

/** The offline simulator by default; WHATSAPP_PROVIDER=cloud uses the WhatsApp Business Cloud API. */
export function whatsAppProvider(config: WhatsAppConfig): WhatsAppProvider {
  if (config.provider !== 'cloud') return instrumented('whatsapp', 'simulator', whatsAppSimulator);
  return instrumented('whatsapp', 'cloud', whatsAppCloudClient({
    apiUrl: config.apiUrl, apiVersion: config.apiVersion, phoneNumberId: config.phoneNumberId ?? '', token: config.token ?? '', timeoutMs: config.timeoutMs,
  }));
}
