import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A write that, once it succeeds, refetches every query under `queryKey` (a register's lists and records). */
export function useInvalidatingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
