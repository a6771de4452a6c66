/** Query keys of the programs register; mutations invalidate `programKeys.all`. */
export const programKeys = {
  all: ['programs'] as const,
  list: (clientId: number) => ['programs', 'list', clientId] as const,
  detail: (id: number) => ['programs', 'detail', id] as const,
};
