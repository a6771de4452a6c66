import { formatProgrammeDateTime, translate, type NotificationFact } from '@portal/domain';
import type { Recipient } from './notifications.repository.ts';

/** One notification as text: an e-mail's subject and body, and the short form of SMS-sized channels. */
export interface NotificationMessage { subject: string; text: string; short: string }

/** Absolute links (PUBLIC_URL) to the request and to the profile where the channels are chosen. */
export interface NotificationLinks { request: string; profile: string }

/**
 * The reason as a clause the message ends with its own full stop: a reason typed with a final
 * period (or the default one) would otherwise read "paciente.. Detalhes".
 */
const asClause = (text: string): string => text.trim().replace(/[\s.]+$/u, '');

/** The kind's own values: the reason, or the item, São Paulo time and place of an appointment. */
function valuesOf(fact: NotificationFact): Record<string, string> {
  switch (fact.kind) {
    case 'REQUEST_REJECTED': return { reason: asClause(fact.data.reason || translate('notifications.noReason')) };
    case 'REQUEST_SCHEDULED': return {
      item: fact.data.item, when: formatProgrammeDateTime(fact.data.scheduledFor), place: fact.data.place ?? translate('notifications.placeNotGiven'),
    };
    case 'REQUEST_APPROVED':
    case 'REQUEST_CONCLUDED': return {};
  }
}

export function renderNotification(fact: NotificationFact, person: Recipient, links: NotificationLinks): NotificationMessage {
  const values = {
    ...valuesOf(fact), name: person.name, code: fact.data.code, type: translate(`procedureType.${fact.data.type}`), url: links.request,
  };
  return {
    subject: translate(`notifications.email.subject.${fact.kind}`, values),
    text: `${translate(`notifications.email.body.${fact.kind}`, values)}\n\n${translate('notifications.email.footer', { url: links.profile })}`,
    short: translate(`notifications.sms.${fact.kind}`, values),
  };
}
