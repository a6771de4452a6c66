import type { WhatsAppDeliveryStatus } from '@portal/domain';

/** The messages the portal sends by WhatsApp, each a template approved at Meta (names in the config, or the programme's settings). */
export { WHATSAPP_TEMPLATE_KINDS, type WhatsAppTemplateKind } from '@portal/domain';

/** One template message: the destination is a Brazilian phone number in digits (10 or 11). */
export interface WhatsAppMessage {
  destination: string;
  template: { name: string; language: string; parameters: string[] };
}

/** What the provider answered: its message id (the `wamid` the webhook names) and, for the simulator, the status it decided. */
export interface WhatsAppSent {
  id: string;
  status: WhatsAppDeliveryStatus | null;
}

/**
 * Sends WhatsApp template messages. The simulator delivers by storing (the outbound_messages row
 * is the message, read by the development page) and decides the delivery status from its table;
 * the cloud client posts to the WhatsApp Business Cloud API, whose webhook reports the status later.
 */
export interface WhatsAppProvider {
  readonly kind: 'outbox' | 'cloud';
  send(message: WhatsAppMessage): Promise<WhatsAppSent>;
}
