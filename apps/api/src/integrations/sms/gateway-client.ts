import type { SmsMessage, SmsProvider } from './sms.ts';
import { tracedFetch } from '#platform/lib/request-id.ts';

export interface SmsGatewayOptions {
  /** Base URL of the gateway; messages are posted to `${url}/messages`. */
  url: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * HTTP SMS gateway: `POST {url}/messages` with a bearer token and `{ to, text }` (E.164 number).
 * Any non-2xx answer or network failure throws, so the delivery job retries with backoff.
 */
export function smsGatewayClient(options: SmsGatewayOptions): SmsProvider {
  const doFetch = tracedFetch(options.fetch);
  const endpoint = `${options.url.replace(/\/+$/, '')}/messages`;
  return {
    kind: 'gateway',
    async send(message: SmsMessage) {
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to: `+55${message.destination}`, text: message.body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
