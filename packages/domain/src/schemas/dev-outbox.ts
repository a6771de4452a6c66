import { z } from './zod-config.ts';

/** The development outbox: the SMS, e-mails and WhatsApp messages the offline providers kept instead of sending. */

export const OUTBOX_CHANNELS = ['SMS', 'EMAIL', 'WHATSAPP'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** WhatsApp only: the newest delivery status the webhook (or the simulator) reported. */
  deliveryStatus: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
