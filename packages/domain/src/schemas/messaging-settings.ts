import { z } from './zod-config.ts';
import { OUTBOX_CHANNELS } from './dev-outbox.ts';

/**
 * A programme's messaging settings (decision 0078): which channels it sends on, the e-mail's From
 * display name and the WhatsApp templates' names. Unset values fall back to the server's
 * environment; secrets (gateway tokens, SMTP credentials, the WhatsApp token) stay there and are
 * only reported as configured or not.
 */

/** The messages the portal sends by WhatsApp, each a template approved at Meta. */
export const WHATSAPP_TEMPLATE_KINDS = ['patientInvitation', 'agreementCode', 'requestUpdate'] as const;
export type WhatsAppTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];

/** The channels a programme may turn off: every channel the outbox sends on. */
export const MESSAGING_CHANNELS = OUTBOX_CHANNELS;
export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];

const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Meta's rule for a template name: lower-case letters, digits and underscores. */
export const TEMPLATE_NAME_PATTERN = /^[a-z0-9_]+$/;
/** A display name that cannot break the From header: no angle brackets, quotes, backslashes nor line breaks. */
export const SENDER_NAME_PATTERN = /^[^<>"\\\r\n]+$/;

/** An override: blank (or null) keeps the environment's default. */
const templateName = z.preprocess(blankToNull,
  z.string().trim().max(512).regex(TEMPLATE_NAME_PATTERN, { error: 'validation.templateName' }).nullable());
const senderName = z.preprocess(blankToNull,
  z.string().trim().max(100).regex(SENDER_NAME_PATTERN, { error: 'validation.senderName' }).nullable());

const channelsSchema = z.object({ SMS: z.boolean(), EMAIL: z.boolean(), WHATSAPP: z.boolean() });
const templatesOf = <T extends z.ZodType>(value: T) =>
  z.object({ patientInvitation: value, agreementCode: value, requestUpdate: value });

/** What an administrator saves (PUT). */
export const messagingSettingsFormSchema = z.object({
  channels: channelsSchema,
  emailFromName: senderName,
  whatsappTemplates: templatesOf(templateName),
});
export type MessagingSettingsForm = z.input<typeof messagingSettingsFormSchema>;
export type MessagingSettingsValues = z.output<typeof messagingSettingsFormSchema>;

/** Whether each secret the messaging integrations use is set in the server's environment; never its value. */
export const messagingSecretsSchema = z.object({
  smsGatewayToken: z.boolean(),
  smtpUrl: z.boolean(),
  whatsappToken: z.boolean(),
  whatsappAppSecret: z.boolean(),
  whatsappVerifyToken: z.boolean(),
});
export type MessagingSecrets = z.infer<typeof messagingSecretsSchema>;

/** The programme's settings (GET, and the PUT's answer): its overrides, the defaults they replace, the providers and secrets. */
export const messagingSettingsSchema = z.object({
  programId: z.number().int(),
  channels: channelsSchema,
  emailFromName: z.string().nullable(),
  whatsappTemplates: templatesOf(z.string().nullable()),
  /** The environment's values, used where an override is null. */
  defaults: z.object({ emailFromName: z.string(), whatsappTemplates: templatesOf(z.string()) }),
  /** Which provider each channel uses: the offline outbox (or simulator) unless the environment names a real one. */
  providers: z.object({ SMS: z.enum(['outbox', 'gateway']), EMAIL: z.enum(['outbox', 'smtp']), WHATSAPP: z.enum(['simulator', 'cloud']) }),
  secrets: messagingSecretsSchema,
  /** When the programme's settings were last saved; null while it uses the defaults only. */
  updatedAt: z.string().nullable(),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;
