import { fillPath, NOTIFICATION_CHANNELS, routeByKey, type NotificationChannel } from '@portal/domain';
import type { Config } from '#platform/config.ts';
import type { JobHandler } from '#platform/jobs/worker.ts';
import { publicLink } from '#platform/lib/public-url.ts';
import { CHANNEL_SENDERS } from './channels.ts';
import { channelEnabled } from './preferences.ts';
import * as repo from './notifications.repository.ts';
import { renderNotification, type NotificationLinks } from './render.ts';

/** Every link a message carries starts at PUBLIC_URL (the listening address when unset). */
function linksOf(config: Config, procedureId: number): NotificationLinks {
  return {
    request: publicLink(config, fillPath(routeByKey('procedureDetail').path, { id: procedureId })),
    profile: publicLink(config, routeByKey('profile').path),
  };
}

/**
 * Job: sends one notification on each channel its recipient has on now (the choice and any consent
 * are read here, before every message) and that has an address for them. The row is locked and
 * stamped in one transaction, so a retry or a second worker never sends it twice.
 */
export const dispatchNotificationJob: JobHandler<'dispatchNotification'> = async ({ notificationId }, deps) => {
  await deps.db.transaction(async (tx) => {
    const notification = await repo.lockForDispatch(tx, notificationId);
    if (!notification || notification.dispatchedAt) return;
    const now = deps.now();
    const person = await repo.findRecipient(tx, notification.userId);
    if (person) {
      const choices = await repo.channelChoices(tx, person.id);
      const message = renderNotification(notification, person, linksOf(deps.config, notification.data.procedureId));
      const open: { channel: NotificationChannel; destination: string }[] = [];
      for (const channel of NOTIFICATION_CHANNELS) {
        const sender = CHANNEL_SENDERS[channel];
        const destination = sender.destination(person);
        if (!destination || !channelEnabled(choices, channel)) continue;
        if (sender.consented && !(await sender.consented(tx, person))) continue;
        open.push({ channel, destination });
      }
      // WhatsApp and SMS both on: one message, by WhatsApp, with the SMS as its fallback (decision 0056).
      const whatsappFirst = open.some((o) => o.channel === 'WHATSAPP') && open.some((o) => o.channel === 'SMS');
      for (const { channel, destination } of open) {
        if (channel === 'SMS' && whatsappFirst) continue;
        await CHANNEL_SENDERS[channel].send(tx, deps, { userId: person.id, programId: notification.programId, destination, smsFallback: whatsappFirst }, message, now);
      }
    }
    await repo.markDispatched(tx, notification.id, now);
  });
};
