import { z } from './zod-config.ts';

/**
 * WhatsApp as a channel (decision 0056): template messages through the WhatsApp Business Cloud
 * API, and the delivery statuses its webhook reports for each message.
 */

/** Delivery statuses the webhook reports, in the order a message goes through them (failed aside). */
export const WHATSAPP_DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppDeliveryStatus = (typeof WHATSAPP_DELIVERY_STATUSES)[number];

/** The language of every template the portal sends. */
export const WHATSAPP_TEMPLATE_LANGUAGE = 'pt_BR';

/** The header Meta signs each webhook call with: `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

/**
 * A webhook call as Meta posts it: `entry[].changes[].value.statuses[]` carry the delivery status
 * of messages the portal sent (by their `id`, the `wamid`). Other changes (incoming messages,
 * template reviews) are accepted and ignored; an unknown status is ignored too, so Meta never
 * retries a call the portal could not use.
 */
const statusUpdateSchema = z.object({
  id: z.string().min(1).max(256),
  status: z.string().max(32),
  timestamp: z.string().max(20).optional(),
  recipient_id: z.string().max(32).optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() })).max(10).optional(),
});
export const whatsAppWebhookSchema = z.object({
  object: z.string().max(64),
  entry: z.array(z.object({
    id: z.string().max(64).optional(),
    changes: z.array(z.object({
      field: z.string().max(64).optional(),
      value: z.object({ statuses: z.array(statusUpdateSchema).max(1000).optional() }),
    })).max(100),
  })).max(100),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;
export const whatsAppWebhookAnswerSchema = z.object({ updated: z.number().int() });

/** Meta's subscription check: `GET …/webhook?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`. */
export const whatsAppVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(32).optional(),
  'hub.verify_token': z.string().max(256).optional(),
  'hub.challenge': z.string().max(256).optional(),
});
