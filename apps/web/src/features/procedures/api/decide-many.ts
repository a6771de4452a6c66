import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDecisionInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { proceduresKeys } from './keys.ts';

/** Approve or reject several requests at once (all or nothing); every list and detail is refreshed after, success or not. */
export function useDecideMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDecisionInput) => api.procedures.decideMany({ body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proceduresKeys.all }),
  });
}
