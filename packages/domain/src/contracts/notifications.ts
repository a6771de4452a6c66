import {
  notificationListQuerySchema, notificationListSchema, notificationPreferencesSchema, notificationPreferencesUpdateSchema,
  notificationReadSchema, notificationUnreadSchema,
} from '../schemas/notifications.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

/**
 * The signed-in user's notifications of their requests' status changes (the top bar's bell) and the
 * channels that also carry them. Every call reads or writes the caller's own rows only.
 */
const tags = ['notifications'];

export const notificationsContract = {
  /** The latest notifications in the current programme, newest first, and how many are unread. */
  list: endpoint({
    method: 'GET', path: '/notifications', access: {}, tags,
    query: notificationListQuerySchema, responses: { 200: notificationListSchema, ...errors },
  }),
  /** Marks these (or, without ids, all) of the caller's notifications read; answers the unread count. */
  markRead: endpoint({
    method: 'POST', path: '/notifications/read', access: {}, tags,
    body: notificationReadSchema, responses: { 200: notificationUnreadSchema, ...errors },
  }),
  preferences: endpoint({
    method: 'GET', path: '/notifications/preferences', access: {}, tags,
    responses: { 200: notificationPreferencesSchema, ...errors },
  }),
  /** A channel without a contact on the profile cannot be turned on (400 notificationChannelUnavailable). */
  updatePreferences: endpoint({
    method: 'PUT', path: '/notifications/preferences', access: {}, tags,
    body: notificationPreferencesUpdateSchema, responses: { 200: notificationPreferencesSchema, ...errors },
  }),
};
