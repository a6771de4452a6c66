import { randomBytes } from 'node:crypto';
import type { WhatsAppDeliveryStatus } from '@portal/domain';
import type { WhatsAppProvider } from './whatsapp.ts';

/**
 * The simulator's table (README "WhatsApp"), by the phone's last four digits: a number ending in
 * 0000 is not on WhatsApp (failed at once, so the SMS fallback goes out), one ending in 9999 is
 * never delivered (the fallback goes out after WHATSAPP_FALLBACK_MINUTES); every other one is delivered.
 */
export const SIMULATOR_WHATSAPP_ENDINGS: Readonly<Record<string, WhatsAppDeliveryStatus>> = { '0000': 'failed', '9999': 'sent' };

export const simulatedStatus = (destination: string): WhatsAppDeliveryStatus =>
  SIMULATOR_WHATSAPP_ENDINGS[destination.slice(-4)] ?? 'delivered';

/** Offline default: nothing leaves the machine; the development page lists the outbox. */
export const whatsAppSimulator: WhatsAppProvider = {
  kind: 'outbox',
  async send(message) {
    return { id: `wamid.SIM${randomBytes(12).toString('hex')}`, status: simulatedStatus(message.destination) };
  },
};
