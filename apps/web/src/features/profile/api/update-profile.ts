import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileFormValues } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { sessionQueryKey } from '@/lib/auth/session.ts';
import { profileQueryKey } from '@/lib/auth/get-profile.ts';

/**
 * PUT /api/users/me with only what changed. Errors: emailAlreadyInUse, crmArealdyInUse, cpfLocked,
 * validation (fields), else failedToUpdateUser. A changed e-mail signs the user out (signedOut).
 */
export const updateProfile = (input: ProfileFormValues) => api.account.updateProfile({ body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      if (answer.signedOut) return;
      queryClient.setQueryData(profileQueryKey, answer.profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
