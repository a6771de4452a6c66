import { useQuery } from '@tanstack/react-query';
import type { MessagingSettingsValues } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { configKeys } from './keys.ts';

/** The programme's messaging settings (decision 0078). */
export const useMessagingSettings = (programId: number) => useQuery({
  queryKey: [...configKeys.messagingSettings, programId] as const,
  queryFn: ({ signal }) => api.messagingSettings.get({ params: { programId } }, { signal }),
  enabled: programId > 0,
  retry: false,
});

export const useSaveMessagingSettings = (programId: number) => useInvalidatingMutation(
  (values: MessagingSettingsValues) => api.messagingSettings.update({ params: { programId }, body: values }),
  configKeys.messagingSettings,
);
