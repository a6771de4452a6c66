/**
 * Notifications of requests' status changes as other modules see them: call
 * `notifyRequestStatusChanged(tx, request, change, now)` inside the transaction of the change.
 */
export { notifyRequestStatusChanged, wasNotified, type NotifiedRequest, type RequestStatusChange } from './notify.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { dispatchNotificationJob } from './dispatch-notification.job.ts';
