import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUpdateResponseSchema, type ProfileFormValues } from '@portal/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { sessionQueryKey } from '@/lib/auth/session.ts';
import { profileQueryKey } from '@/lib/auth/get-profile.ts';

export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/**
 * PUT /api/users/me with only what changed. Errors: emailAlreadyInUse, crmArealdyInUse,
 * validation (fields), else failedToUpdateUser. A changed e-mail signs the user out (signedOut).
 */
export async function updateProfile(input: ProfileFormValues): Promise<ProfileUpdateResponse> {
  return profileUpdateResponseSchema.parse(await api.put<unknown>('/users/me', input));
}

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
