import {
  channelEnabled, formatPhone, NOTIFICATION_CHANNELS,
  type NotificationChannel, type NotificationPreferences, type NotificationPreferencesUpdate,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { CHANNEL_SENDERS } from './channels.ts';
import * as repo from './notifications.repository.ts';

/** The rule lives in the domain, where the SMS fallback's consent check reads it too. */
export { channelEnabled };

const shown = (channel: NotificationChannel, destination: string | null): string | null =>
  destination && channel !== 'EMAIL' ? formatPhone(destination) : destination;

async function preferencesOf(deps: Deps, userId: number): Promise<NotificationPreferences> {
  const person = await repo.findRecipient(deps.db, userId);
  const choices = await repo.channelChoices(deps.db, userId);
  return {
    channels: NOTIFICATION_CHANNELS.map((channel) => {
      const destination = person ? CHANNEL_SENDERS[channel].destination(person) : null;
      // A channel with no address sends nothing, so it is not shown as on.
      return { channel, enabled: destination !== null && channelEnabled(choices, channel), destination: shown(channel, destination) };
    }),
  };
}

/** `GET /notifications/preferences`: the caller's own channels. */
export const getPreferences = (deps: Deps, ctx: RequestContext): Promise<NotificationPreferences> => preferencesOf(deps, ctx.userId);

/**
 * `PUT /notifications/preferences`: the caller's choice per channel, checked on the server: a
 * channel with no address on the profile cannot be turned on (400 notificationChannelUnavailable).
 * Audited, as a record of what the person chose and when.
 */
export async function updatePreferences(deps: Deps, ctx: RequestContext, body: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  await deps.db.transaction(async (tx) => {
    const person = await repo.findRecipient(tx, ctx.userId);
    for (const choice of body.channels) {
      if (choice.enabled && (!person || !CHANNEL_SENDERS[choice.channel].destination(person))) {
        throw new AppError('notificationChannelUnavailable', 400);
      }
    }
    const before = await repo.channelChoices(tx, ctx.userId);
    await repo.saveChannelChoices(tx, ctx.userId, body.channels, deps.now());
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'notifications.updateChannels', entity: 'user', entityId: ctx.userId, ip: ctx.ip,
      before: Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, channelEnabled(before, c)])),
      after: Object.fromEntries(body.channels.map((c) => [c.channel, c.enabled])),
    });
  });
  return preferencesOf(deps, ctx.userId);
}
