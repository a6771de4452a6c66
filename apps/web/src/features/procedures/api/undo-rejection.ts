import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { proceduresKeys } from './keys.ts';

/** Reopens a request the caller has just rejected (the server allows a minute); the answer is the new detail. */
export function useUndoRejection(procedureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.procedures.undoRejection({ params: { procedureId } }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(proceduresKeys.detail(procedureId), detail);
      await queryClient.invalidateQueries({ queryKey: proceduresKeys.all });
    },
  });
}
