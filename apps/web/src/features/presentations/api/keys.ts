/** Query keys of the presentations register; mutations invalidate `presentationKeys.all`. */
export const presentationKeys = {
  all: ['presentations'] as const,
  list: (programId: number) => ['presentations', 'list', programId] as const,
  detail: (id: number) => ['presentations', 'detail', id] as const,
};
