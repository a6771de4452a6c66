import type { Followup, FollowupForm } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { followupKeys } from './keys.ts';

/** POST /followups (register) or PUT /followups/${id} (edit). */
export const saveFollowup = ({ id, values }: { id?: number | undefined; values: FollowupForm }): Promise<Followup> =>
  id === undefined ? api.post<Followup>('/followups', values) : api.put<Followup>(`/followups/${id}`, values);

export const useSaveFollowup = () => useInvalidatingMutation(saveFollowup, followupKeys.all);
