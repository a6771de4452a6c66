/** Query keys of the patients screens (read-only: the patient-care system owns the data). */
export const patientsKeys = {
  all: ['patients'] as const,
  list: (programId: number, userId: number) => ['patients', 'list', programId, userId] as const,
  medications: (programId: number, userId: number, patientId: string | undefined) => ['patients', 'medications', programId, userId, patientId ?? ''] as const,
  detail: (programId: number, patientId: string) => ['patients', 'detail', programId, patientId] as const,
};
