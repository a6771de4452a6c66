/** Query keys of the doctors screens; the import and the approval invalidate `doctorsKeys.all`. */
export const doctorsKeys = {
  all: ['doctors'] as const,
  list: (programId: number) => ['doctors', 'list', programId] as const,
  detail: (programId: number, id: string) => ['doctors', 'detail', programId, id] as const,
  vouchers: (programId: number, userId: number) => ['doctors', 'vouchers', programId, userId] as const,
  distributions: (programId: number, userId: number) => ['doctors', 'distributions', programId, userId] as const,
  notice: (programId: number) => ['doctors', 'notice', programId] as const,
};
