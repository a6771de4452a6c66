/** Query keys of the request screens; a decision or a step invalidates `proceduresKeys.all`. */
export const proceduresKeys = {
  all: ['procedures'] as const,
  list: (programId: number, type: string, doctorId?: number) => ['procedures', 'list', programId, type, doctorId ?? null] as const,
  detail: (id: number) => ['procedures', 'detail', id] as const,
  queue: (programId: number) => ['procedures', 'queue', programId] as const,
  followups: (programId: number) => ['procedures', 'followups', programId] as const,
  examGroups: (followupId: number) => ['procedures', 'exam-groups', followupId] as const,
};
