import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export const patientLinkKeys = {
  program: (code: string) => ['patient-link', code, 'program'] as const,
  privacy: (code: string) => ['patient-link', code, 'privacy'] as const,
};

/** GET /api/programs/by-procedure/{code}: the programme of the link (logo, consent term, modules). */
export const useLinkProgram = (code: string) => useQuery({
  queryKey: patientLinkKeys.program(code),
  queryFn: ({ signal }) => api.patientLink.program({ params: { code } }, { signal, authRedirect: false }),
  retry: false,
  enabled: code !== '',
});
