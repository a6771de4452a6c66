/**
 * Query keys of the dashboard. They sit under `['procedures']`, so a screen that creates or
 * decides a request and invalidates `['procedures']` refreshes the cards and the panel too.
 */
export const dashboardKeys = {
  counts: (programId: number) => ['procedures', 'count', programId] as const,
  statusCounts: (programId: number) => ['procedures', 'status-counts', programId] as const,
  weeklyVolume: (programId: number) => ['procedures', 'weekly-volume', programId] as const,
  timeToTherapy: (programId: number) => ['procedures', 'time-to-therapy', programId] as const,
};
