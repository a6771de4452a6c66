/** Query keys of the treatment-locations register; mutations invalidate `treatmentLocationKeys.all`. */
export const treatmentLocationKeys = {
  all: ['treatment-locations'] as const,
  list: (programId: number) => ['treatment-locations', 'list', programId] as const,
  detail: (id: number) => ['treatment-locations', 'detail', id] as const,
};
