import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Followup, FollowupForm } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { followupKeys } from './keys.ts';

/** POST /followups (register) or PUT /followups/${id} (edit). */
export const saveFollowup = ({ id, values }: { id?: number | undefined; values: FollowupForm }): Promise<Followup> =>
  id === undefined ? api.post<Followup>('/followups', values) : api.put<Followup>(`/followups/${id}`, values);

export function useSaveFollowup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFollowup, onSuccess: () => queryClient.invalidateQueries({ queryKey: followupKeys.all }) });
}
