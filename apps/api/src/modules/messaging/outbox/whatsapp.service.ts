import { WHATSAPP_DELIVERY_STATUSES, WHATSAPP_TEMPLATE_LANGUAGE, type WhatsAppDeliveryStatus } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import type { WhatsAppTemplateKind } from '#integrations/whatsapp/index.ts';
import { enqueue, hasten } from '#platform/jobs/queue.ts';
import type { ConsentSubject } from '@portal/domain';
import type { Delivery } from '../contact-consent/index.ts';
import { CHANNEL_OFF, MAX_DELIVERY_ATTEMPTS, queueSms } from './outbox.service.ts';
import { messagingFor } from '../settings/index.ts';
import * as repo from './outbox.repository.ts';
import { withoutMarkup } from './plain-text.ts';

export interface QueuedWhatsApp {
  destination: string;
  /** The pt-BR text the template renders: what the outbox page shows and what an SMS fallback carries. */
  body: string;
  template: WhatsAppTemplateKind;
  parameters: string[];
  userId?: number | null;
  /** The person accepted SMS: if WhatsApp does not deliver in time (or fails), the body goes out by SMS, once. */
  smsFallback: boolean;
  /** Whose consent to SMS the fallback needs: read again when it is due (decision 0057). */
  consentOf?: ConsentSubject | undefined;
  /** The programme the message is of: its messaging settings apply (decision 0078). */
  programId?: number | null;
}

const DELIVERED = new Set<WhatsAppDeliveryStatus | null>(['delivered', 'read']);

/**
 * Queues a WhatsApp template message in the caller's transaction. The simulator decides the
 * delivery status at once (its table); the cloud client sends from the delivery job and hears
 * back through the webhook. Where an SMS may replace it, the fallback job is due after
 * WHATSAPP_FALLBACK_MINUTES (at once when the simulator says it failed). The programme's settings
 * (decision 0078) name the template; with WhatsApp turned off the message is stored FAILED, never
 * sent, and its SMS fallback (if SMS is on) goes out at once; with SMS off there is no fallback.
 */
export async function queueWhatsApp(db: DbOrTx, deps: Pick<Deps, 'whatsapp' | 'sms' | 'now' | 'config'>, message: QueuedWhatsApp, now = deps.now()) {
  const cfg = deps.config.whatsapp;
  const settings = await messagingFor(db, deps.config, message.programId);
  const template = { name: settings.templates[message.template], language: WHATSAPP_TEMPLATE_LANGUAGE, parameters: message.parameters.map(withoutMarkup) };
  const smsFallback = message.smsFallback && settings.channels.SMS;
  const base = {
    channel: 'WHATSAPP' as const, provider: deps.whatsapp.kind, destination: message.destination, subject: null, body: withoutMarkup(message.body),
    userId: message.userId ?? null, template, smsFallback, createdAt: now,
  };
  if (!settings.channels.WHATSAPP) {
    const row = await repo.insertMessage(db, { ...base, status: 'FAILED', sentAt: null, lastError: CHANNEL_OFF });
    if (smsFallback) {
      await queueSms(db, deps, { destination: message.destination, body: message.body, userId: message.userId ?? null, programId: message.programId, fallbackForId: row.id }, now);
    }
    return row.id;
  }
  const simulated = deps.whatsapp.kind === 'outbox' ? await deps.whatsapp.send({ destination: message.destination, template }) : null;
  const row = await repo.insertMessage(db, {
    ...base, status: simulated ? 'SENT' : 'PENDING', sentAt: simulated ? now : null,
    externalId: simulated?.id ?? null, deliveryStatus: simulated?.status ?? null, deliveryStatusAt: simulated ? now : null,
  });
  if (!simulated) await enqueue(db, 'deliverMessage', { messageId: row.id }, { runAt: now, maxAttempts: MAX_DELIVERY_ATTEMPTS });
  if (smsFallback && !DELIVERED.has(simulated?.status ?? null)) {
    const runAt = simulated?.status === 'failed' ? now : new Date(now.getTime() + cfg.fallbackMs);
    await enqueue(db, 'whatsAppFallback', { messageId: row.id, consentOf: message.consentOf }, { runAt });
  }
  return row.id;
}

/** Where a status may go from where it is: forward only (sent → delivered → read); failed only before delivery. */
function mayMove(from: WhatsAppDeliveryStatus | null, to: WhatsAppDeliveryStatus): boolean {
  if (from === null) return true;
  if (from === 'failed' || to === 'failed') return from === 'sent' && to === 'failed';
  return WHATSAPP_DELIVERY_STATUSES.indexOf(to) > WHATSAPP_DELIVERY_STATUSES.indexOf(from);
}

export interface DeliveryUpdate {
  /** The provider's message id (wamid). */
  externalId: string;
  status: string;
  /** Unix seconds, as Meta sends them; the time of receipt when absent. */
  timestamp?: string | undefined;
  error?: string | undefined;
}

const isStatus = (s: string): s is WhatsAppDeliveryStatus => (WHATSAPP_DELIVERY_STATUSES as readonly string[]).includes(s);

/**
 * Records the delivery statuses a webhook call reported, in the caller's transaction; returns how
 * many messages changed. Unknown ids and statuses, and a status a message already passed, change
 * nothing, so a repeated (or reordered) call is harmless. A failure on a message with an SMS
 * fallback makes its fallback job due now.
 */
export async function recordDeliveryStatuses(db: DbOrTx, updates: readonly DeliveryUpdate[], now: Date): Promise<number> {
  let changed = 0;
  for (const update of updates) {
    if (!isStatus(update.status)) continue;
    const message = await repo.findByExternalId(db, update.externalId);
    if (message?.channel !== 'WHATSAPP' || !mayMove(message.deliveryStatus, update.status)) continue;
    const seconds = Number(update.timestamp);
    const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
    if (!(await repo.moveDeliveryStatus(db, message.id, message.deliveryStatus, update.status, at, update.error ?? null))) continue;
    changed += 1;
    // The fallback queued with the message (with whose consent it needs) becomes due now.
    if (update.status === 'failed' && message.smsFallback) await hasten(db, 'whatsAppFallback', 'messageId', message.id, now);
  }
  return changed;
}

export { DELIVERED };

/** Queues a text message on the person's channel: the WhatsApp template, or the same text by SMS. */
export function queueOnChannel(
  db: DbOrTx, deps: Pick<Deps, 'whatsapp' | 'sms' | 'now' | 'config'>, delivery: Delivery,
  message: { destination: string; body: string; userId?: number | null; template: WhatsAppTemplateKind; parameters: string[]; programId?: number | null },
  now = deps.now(),
) {
  if (delivery.channel === 'WHATSAPP') return queueWhatsApp(db, deps, { ...message, smsFallback: delivery.smsFallback, consentOf: delivery.consentOf }, now);
  return queueSms(db, deps, { destination: message.destination, body: message.body, userId: message.userId ?? null, programId: message.programId ?? null }, now);
}
