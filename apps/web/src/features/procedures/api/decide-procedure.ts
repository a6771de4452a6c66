import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcedureDecisionInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { proceduresKeys } from './keys.ts';

/** Approve the selected children, or reject (spec §4); the answer is the new detail. */
export function useDecideProcedure(procedureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcedureDecisionInput) => api.procedures.decide({ params: { procedureId }, body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(proceduresKeys.detail(procedureId), detail);
      await queryClient.invalidateQueries({ queryKey: proceduresKeys.all });
    },
  });
}
