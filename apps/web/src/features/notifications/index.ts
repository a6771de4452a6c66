/**
 * The notifications feature as the app sees it: the top bar's bell (loaded after the frame) and the
 * profile's choice of channels.
 */
export { LazyNotificationsBell as NotificationsBell } from './components/lazy-notifications-bell.tsx';
export { NotificationChannelsCard } from './components/notification-channels-card.tsx';
