/** Query keys of the clients register; mutations invalidate `clientKeys.all`. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (scope?: number) => ['clients', 'list', scope] as const,
  detail: (id: number) => ['clients', 'detail', id] as const,
};
