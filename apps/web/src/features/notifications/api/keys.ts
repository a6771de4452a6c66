/** Query keys of the caller's notifications; marking read and a new session invalidate `all`. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};
