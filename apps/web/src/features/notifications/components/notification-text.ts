import { formatProgrammeDateTime, type Notification } from '@portal/domain';
import type { TFunction } from '@/lib/i18n/index.ts';

/** The headline and the detail lines of one notification, in the catalogue's words. */
export function notificationText(t: TFunction, n: Notification): { headline: string; details: string[] } {
  const headline = t(`notifications.headline.${n.kind}`, { code: n.data.code });
  switch (n.kind) {
    case 'REQUEST_REJECTED':
      return { headline, details: [n.data.reason ? t('notifications.reason', { reason: n.data.reason }) : t('notifications.noReason')] };
    case 'REQUEST_SCHEDULED':
      return {
        headline,
        details: [
          t('notifications.scheduledFor', { item: n.data.item, when: formatProgrammeDateTime(n.data.scheduledFor) }),
          t('notifications.scheduledPlace', { place: n.data.place ?? t('notifications.placeNotGiven') }),
        ],
      };
    case 'REQUEST_APPROVED':
    case 'REQUEST_CONCLUDED':
      return { headline, details: [] };
  }
}
