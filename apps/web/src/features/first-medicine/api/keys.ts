/** Query keys of the first-medicine release screen; a release sent refetches them all (the vouchers moved). */
export const firstMedicineKeys = {
  all: ['first-medicine'] as const,
  medicines: (programId: number) => ['first-medicine', 'medicines', programId] as const,
  presentations: (programId: number, productId: number) => ['first-medicine', 'presentations', programId, productId] as const,
  questions: (programId: number, productId: number) => ['first-medicine', 'questions', programId, productId] as const,
};
