/** Query keys of the products register; mutations invalidate `productKeys.all`. */
export const productKeys = {
  all: ['products'] as const,
  list: (programId: number) => ['products', 'list', programId] as const,
  detail: (id: number) => ['products', 'detail', id] as const,
};
