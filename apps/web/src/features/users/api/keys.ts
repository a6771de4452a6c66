/** Query keys of the users administration; mutations invalidate `usersKeys.all`. */
export const usersKeys = {
  all: ['users'] as const,
  list: (programId: number) => ['users', 'list', programId] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};
