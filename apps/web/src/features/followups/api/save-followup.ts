import type { FollowupForm } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { followupKeys } from './keys.ts';

/** Registers a follow-up, or edits follow-up `id`. */
export const saveFollowup = ({ id, values }: { id?: number | undefined; values: FollowupForm }) =>
  id === undefined ? api.followups.create({ body: values }) : api.followups.update({ params: { id }, body: values });

export const useSaveFollowup = () => useInvalidatingMutation(saveFollowup, followupKeys.all);
