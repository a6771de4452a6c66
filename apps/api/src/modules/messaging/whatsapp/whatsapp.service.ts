import { timingSafeEqual } from 'node:crypto';
import type { WhatsAppWebhook, whatsAppVerifyQuerySchema } from '@portal/domain';
import type { z } from 'zod';
import type { Deps } from '#platform/context/deps.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { recordDeliveryStatuses, type DeliveryUpdate } from '../outbox/index.ts';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** `GET /integration/whatsapp/webhook`: Meta's subscription check; the challenge when the verify token matches, else 403. */
export function verifySubscription({ config }: Deps, query: z.output<typeof whatsAppVerifyQuerySchema>): string {
  const expected = config.whatsapp.verifyToken;
  const token = query['hub.verify_token'];
  if (query['hub.mode'] !== 'subscribe' || !expected || token === undefined || !sameText(token, expected)) {
    throw new AppError('whatsappVerifyTokenInvalid', 403);
  }
  return query['hub.challenge'] ?? '';
}

/**
 * `POST /integration/whatsapp/webhook` (signature already verified by the route): every status
 * update of the call, recorded in one transaction.
 */
export async function receiveWebhook(deps: Deps, body: WhatsAppWebhook) {
  const updates: DeliveryUpdate[] = body.entry.flatMap((entry) => entry.changes.flatMap((change) => (change.value.statuses ?? []).map((s) => ({
    externalId: s.id, status: s.status, timestamp: s.timestamp,
    error: s.errors?.map((e) => [e.code, e.title].filter(Boolean).join(' ')).join('; ') || undefined,
  }))));
  if (updates.length === 0) return { updated: 0 };
  const now = deps.now();
  const updated = await deps.db.transaction((tx) => recordDeliveryStatuses(tx, updates, now));
  return { updated };
}
