import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATIENT_TOKEN_HEADER, type ConsentChannel } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { patientLinkKeys } from './link-program.ts';

const withToken = (token: string) => ({ headers: { [PATIENT_TOKEN_HEADER]: token }, authRedirect: false });

/** GET /api/procedures/by-code/{code}/privacy: consents as they stand and who read the data. */
export const usePrivacyOverview = (code: string, token: string) => useQuery({
  queryKey: patientLinkKeys.privacy(code),
  queryFn: ({ signal }) => api.patientLink.privacy({ params: { code } }, { ...withToken(token), signal }),
  retry: false,
});

/** POST /api/procedures/by-code/{code}/privacy/revoke: takes effect at once. */
export function useRevokeConsent(code: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: ConsentChannel) => api.patientLink.revokeConsent({ params: { code }, body: { channel } }, withToken(token)),
    onSuccess: (overview) => queryClient.setQueryData(patientLinkKeys.privacy(code), overview),
  });
}

/** GET /api/procedures/by-code/{code}/privacy/export: everything held about the patient. */
export const useExportData = (code: string, token: string) => useMutation({
  mutationFn: () => api.patientLink.exportData({ params: { code } }, withToken(token)),
});
