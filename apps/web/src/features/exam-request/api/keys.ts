/** Query keys of the exam request screen; a request sent invalidates the availability (the vouchers moved). */
export const examRequestKeys = {
  all: ['exam-request'] as const,
  followups: (programId: number) => ['exam-request', 'followups', programId] as const,
  examGroups: (followupId: number) => ['exam-request', 'exam-groups', followupId] as const,
  exams: (examGroupId: number, institutionId: number | undefined) => ['exam-request', 'exams', examGroupId, institutionId ?? null] as const,
  availability: (programId: number, examGroupId: number) => ['exam-request', 'availability', programId, examGroupId] as const,
  patientFields: (examGroupId: number) => ['exam-request', 'patient-fields', examGroupId] as const,
  procedureFields: (examGroupId: number) => ['exam-request', 'procedure-fields', examGroupId] as const,
  program: (programId: number) => ['exam-request', 'program', programId] as const,
  products: (programId: number) => ['exam-request', 'products', programId] as const,
  presentations: (productId: number) => ['exam-request', 'presentations', productId] as const,
};
