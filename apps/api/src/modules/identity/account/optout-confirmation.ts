import { translate } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { queueEmail, queueSms } from '#messaging/outbox/index.ts';
import { contactOf } from './optout.repository.ts';

/** The protocol number of a data-removal request: its date (São Paulo) and its id, e.g. `LGPD-20261123-000042`. */
export function optoutProtocol(requestId: number, requestedAt: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(requestedAt).replaceAll('-', '');
  return `LGPD-${day}-${String(requestId).padStart(6, '0')}`;
}

const dueText = (dueAt: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(dueAt);

/**
 * Confirms a data-removal request to the user by e-mail and SMS (through the outbox, in the
 * request's transaction) with its protocol number; returns the protocol.
 */
export async function sendOptoutConfirmation(
  tx: DbOrTx, deps: Pick<Deps, 'email' | 'sms' | 'now' | 'config'>, userId: number, requestId: number, requestedAt: Date, dueAt: Date,
): Promise<string> {
  const protocol = optoutProtocol(requestId, requestedAt);
  const user = await contactOf(tx, userId);
  if (!user) return protocol;
  const values = { protocol, name: user.name, due: dueText(dueAt) };
  await queueEmail(tx, deps, {
    destination: user.email, userId, subject: translate('notification.optoutSubject', values), body: translate('notification.optoutBody', values),
  }, requestedAt);
  if (user.phone) await queueSms(tx, deps, { destination: user.phone, userId, body: translate('notification.optoutSms', values) }, requestedAt);
  return protocol;
}
