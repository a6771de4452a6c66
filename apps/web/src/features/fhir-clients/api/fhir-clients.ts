import { useQuery } from '@tanstack/react-query';
import type { FhirClientForm } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

const keys = { clients: ['fhir-clients'] as const, exports: ['fhir-exports'] as const };

/** The programme's SMART backend clients (decision 0083). */
export const useFhirClients = (programId: number) => useQuery({
  queryKey: [...keys.clients, programId] as const,
  queryFn: ({ signal }) => api.fhirClients.list({ query: { programId } }, { signal }),
  enabled: programId > 0,
});

/** The programme's Bulk Data exports (decision 0084). */
export const useFhirExports = (programId: number) => useQuery({
  queryKey: [...keys.exports, programId] as const,
  queryFn: ({ signal }) => api.fhirClients.exports({ query: { programId } }, { signal }),
  enabled: programId > 0,
});

export const useRegisterFhirClient = () => useInvalidatingMutation((body: FhirClientForm) => api.fhirClients.create({ body }), keys.clients);
export const useRotateFhirClientKey = () => useInvalidatingMutation(
  ({ clientId, jwks }: { clientId: string; jwks: string }) => api.fhirClients.rotateJwks({ params: { clientId }, body: { jwks } }), keys.clients,
);
export const useRevokeFhirClient = () => useInvalidatingMutation((clientId: string) => api.fhirClients.revoke({ params: { clientId } }), keys.clients);
