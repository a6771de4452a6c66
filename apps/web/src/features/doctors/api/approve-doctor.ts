import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { doctorsKeys } from './keys.ts';

/** Approving a pre-registration doctor is approving their user (PUT /users/{userId}/approved). */
export function useApproveDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.approval.approve({ params: { id: userId }, body: { approved: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doctorsKeys.all }),
  });
}
