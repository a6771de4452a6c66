/** Query keys of the followups register; mutations invalidate `followupKeys.all`. */
export const followupKeys = {
  all: ['followups'] as const,
  list: (programId: number) => ['followups', 'list', programId] as const,
  detail: (id: number) => ['followups', 'detail', id] as const,
};
