/** Query keys of the first-medicine release screen; a release sent refetches them all (the stock moved). */
export const firstMedicineKeys = {
  all: ['first-medicine'] as const,
  products: (programId: number) => ['first-medicine', 'products', programId] as const,
  presentations: (productId: number) => ['first-medicine', 'presentations', productId] as const,
};
