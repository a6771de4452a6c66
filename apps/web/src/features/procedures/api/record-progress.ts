import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcedureProgressInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { proceduresKeys } from './keys.ts';

/** One step after approval (schedule, collect, receive, conclude, cancel) on some children. */
export function useRecordProgress(procedureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcedureProgressInput) => api.procedures.progress({ params: { procedureId }, body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(proceduresKeys.detail(procedureId), detail);
      await queryClient.invalidateQueries({ queryKey: proceduresKeys.all });
    },
  });
}
