import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { examRequestKeys } from './keys.ts';

const query = { groupType: 'EXAM_GROUP' } as const;

/** Which patient fields the exam group shows and requires. */
export const usePatientFieldConfigs = (examGroupId: number | undefined) => useQuery({
  queryKey: examRequestKeys.patientFields(examGroupId ?? 0),
  queryFn: ({ signal }) => api.fieldConfigs.patient({ params: { groupId: examGroupId! }, query }, { signal }),
  enabled: examGroupId !== undefined,
});

/** The exam group's procedure fields (spec §3 Procedure field config). */
export const useProcedureFieldConfigs = (examGroupId: number | undefined) => useQuery({
  queryKey: examRequestKeys.procedureFields(examGroupId ?? 0),
  queryFn: ({ signal }) => api.fieldConfigs.procedure({ params: { groupId: examGroupId! }, query }, { signal }),
  enabled: examGroupId !== undefined,
});
