import type { WhatsAppMessage, WhatsAppProvider, WhatsAppSent } from './whatsapp.ts';
import { tracedFetch } from '#platform/lib/request-id.ts';

export interface WhatsAppCloudOptions {
  /** Graph API base, `https://graph.facebook.com` in production. */
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The WhatsApp Business Cloud API: `POST {apiUrl}/{version}/{phone-number-id}/messages` with a
 * bearer token and a `template` message (name, language, body parameters) to the number in E.164
 * without the plus. The answer's `messages[0].id` is the wamid the webhook reports statuses for.
 * A non-2xx answer or a network failure throws, so the delivery job retries with backoff.
 */
export function whatsAppCloudClient(options: WhatsAppCloudOptions): WhatsAppProvider {
  const doFetch = tracedFetch(options.fetch);
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.apiVersion)}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    kind: 'cloud',
    async send(message: WhatsAppMessage): Promise<WhatsAppSent> {
      const { name, language, parameters } = message.template;
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: `55${message.destination}`,
          type: 'template',
          template: {
            name,
            language: { code: language },
            components: parameters.length ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }] : [],
          },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) {
        // Meta's error object names the cause (e.g. 131026 "Message undeliverable"); its text never holds the message.
        const detail = (await res.json().catch(() => undefined) as { error?: { code?: number; message?: string } } | undefined)?.error;
        throw new Error(`WhatsApp Cloud API answered ${res.status}${detail?.code ? ` (${detail.code} ${detail.message ?? ''})` : ''}`);
      }
      const body = await res.json().catch(() => undefined) as { messages?: { id?: unknown }[] } | undefined;
      const id = body?.messages?.[0]?.id;
      if (typeof id !== 'string' || !id) throw new Error('WhatsApp Cloud API answered without a message id');
      return { id, status: null };
    },
  };
}
