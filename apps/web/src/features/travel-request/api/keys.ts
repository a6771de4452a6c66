/** Query keys of the travel request screen. */
export const travelRequestKeys = {
  all: ['travel-request'] as const,
  followups: (programId: number) => ['travel-request', 'followups', programId] as const,
  group: (followupId: number) => ['travel-request', 'group', followupId] as const,
  locations: (travelGroupId: number) => ['travel-request', 'locations', travelGroupId] as const,
  patientFields: (travelGroupId: number) => ['travel-request', 'patient-fields', travelGroupId] as const,
  procedureFields: (travelGroupId: number) => ['travel-request', 'procedure-fields', travelGroupId] as const,
};
