import { z } from './zod-config.ts';

/** The development outbox: the SMS and e-mails the offline providers kept instead of sending. */

export const OUTBOX_CHANNELS = ['SMS', 'EMAIL'] as const;
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
