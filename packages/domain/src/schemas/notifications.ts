import { z } from './zod-config.ts';
import { recordIdValue } from './common.ts';
import { procedureTypeSchema } from './procedures.ts';

/**
 * In-app notifications of a request's status changes and the channels that also carry them.
 * Declared once: the API writes and dispatches these shapes, the job reads them, the bell shows them.
 */

/**
 * The channels a notification may also go out on, beside the in-app list. A new channel is one
 * entry here, one in `NOTIFICATION_CHANNEL_DEFAULTS` and one sender in the API's channel table
 * (`apps/api/src/modules/notifications/channels.ts`): the compiler asks for the other two.
 */
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'WHATSAPP'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/**
 * Whether a channel is on for someone who never chose (decision 0050): e-mail to the account's
 * own address is the service's transactional channel; a phone channel waits for the person's choice.
 */
export const NOTIFICATION_CHANNEL_DEFAULTS: Readonly<Record<NotificationChannel, boolean>> = { EMAIL: true, SMS: false, WHATSAPP: false };

/** A channel is on when the person turned it on, or never chose and it is on by default. */
export const channelEnabled = (choices: ReadonlyMap<NotificationChannel, boolean>, channel: NotificationChannel): boolean =>
  choices.get(channel) ?? NOTIFICATION_CHANNEL_DEFAULTS[channel];

/** The status changes a requester is told about. */
export const NOTIFICATION_KINDS = ['REQUEST_APPROVED', 'REQUEST_REJECTED', 'REQUEST_SCHEDULED', 'REQUEST_CONCLUDED'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const aboutRequest = { procedureId: z.number().int(), code: z.string(), type: procedureTypeSchema };

/** What each kind carries: enough to write the message without reading the request again. */
export const notificationDataSchemas = {
  REQUEST_APPROVED: z.object(aboutRequest),
  REQUEST_REJECTED: z.object({ ...aboutRequest, reason: z.string().nullable() }),
  /** `scheduledFor` is an ISO instant, shown in São Paulo time; `item` names the exam or collection scheduled. */
  REQUEST_SCHEDULED: z.object({ ...aboutRequest, item: z.string(), scheduledFor: z.string(), place: z.string().nullable() }),
  REQUEST_CONCLUDED: z.object(aboutRequest),
} as const satisfies Record<NotificationKind, z.ZodType>;
export type NotificationData<K extends NotificationKind> = z.infer<(typeof notificationDataSchemas)[K]>;

/** One fact to tell: its kind and that kind's data (a discriminated union on `kind`). */
export const notificationFactSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('REQUEST_APPROVED'), data: notificationDataSchemas.REQUEST_APPROVED }),
  z.object({ kind: z.literal('REQUEST_REJECTED'), data: notificationDataSchemas.REQUEST_REJECTED }),
  z.object({ kind: z.literal('REQUEST_SCHEDULED'), data: notificationDataSchemas.REQUEST_SCHEDULED }),
  z.object({ kind: z.literal('REQUEST_CONCLUDED'), data: notificationDataSchemas.REQUEST_CONCLUDED }),
]);
export type NotificationFact = z.infer<typeof notificationFactSchema>;

/**
 * The background jobs of notifications and their payloads: the API's job table extends this, so
 * the producer (`notifyRequestStatusChanged`) and the consumer (the dispatch job) share one shape.
 */
export interface NotificationJobPayloads {
  /** Send one stored notification on each channel its recipient has on (checked at send time). */
  dispatchNotification: { notificationId: number };
}

/** `GET /notifications`: the caller's latest notifications in the current programme, newest first. */
export const notificationSchema = z.intersection(notificationFactSchema, z.object({
  id: z.number().int(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
}));
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({ take: z.coerce.number().int().min(1).max(50).default(20) });
export const notificationListSchema = z.object({ unread: z.number().int(), items: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /notifications/read`: these ids, or every notification of the caller when none is given. */
export const notificationReadSchema = z.object({ ids: z.array(recordIdValue).max(100).optional() });
export const notificationUnreadSchema = z.object({ unread: z.number().int() });

/** The caller's channels: whether each is on, and the (masked) address it would use, if any. */
export const notificationPreferencesSchema = z.object({
  channels: z.array(z.object({ channel: notificationChannelSchema, enabled: z.boolean(), destination: z.string().nullable() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesUpdateSchema = z.object({
  channels: z.array(z.object({ channel: notificationChannelSchema, enabled: z.boolean() }))
    .min(1).max(NOTIFICATION_CHANNELS.length)
    .refine((list) => new Set(list.map((c) => c.channel)).size === list.length, { error: 'validation.invalidField' }),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;
