import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';
import { getPreferences, updatePreferences } from './preferences.ts';

const { notifications: c } = contract;

/** The bell's list, marking read, and the channel choice on the profile: the caller's own rows only. */
export function notificationsRoutes(app: FastifyInstance): void {
  route(app, c.list, ({ deps, ctx, query }) => listNotifications(deps, ctx, query.take));
  route(app, c.markRead, ({ deps, ctx, body }) => markNotificationsRead(deps, ctx, body.ids));
  route(app, c.preferences, ({ deps, ctx }) => getPreferences(deps, ctx));
  route(app, c.updatePreferences, ({ deps, ctx, body }) => updatePreferences(deps, ctx, body));
}
