import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseVersionBody, PvSettingsValues } from '@portal/domain';
import { api } from '@/lib/api.ts';

const keys = {
  all: ['pharmacovigilance'] as const,
  queue: (programId: number | undefined) => ['pharmacovigilance', 'queue', programId ?? 0] as const,
  case: (protocol: string) => ['pharmacovigilance', 'case', protocol] as const,
  releases: ['pharmacovigilance', 'meddra'] as const,
  settings: (programId: number) => ['pharmacovigilance', 'settings', programId] as const,
};

export const caseQueueQueryOptions = (programId: number | undefined) => queryOptions({
  queryKey: keys.queue(programId),
  queryFn: ({ signal }) => api.pharmacovigilance.queue({ query: { programId } }, { signal }),
});
export const useCaseQueue = (programId: number | undefined) => useQuery(caseQueueQueryOptions(programId));

export const useCase = (protocol: string) => useQuery({
  queryKey: keys.case(protocol),
  queryFn: ({ signal }) => api.pharmacovigilance.get({ params: { protocol } }, { signal }),
});

export const useMeddraReleases = () => useQuery({
  queryKey: keys.releases,
  queryFn: ({ signal }) => api.pharmacovigilance.meddraReleases({}, { signal }),
});

/** LLTs of the programme's latest release, from two characters on. */
export const useMeddraSearch = (q: string) => useQuery({
  queryKey: ['pharmacovigilance', 'llts', q] as const,
  queryFn: ({ signal }) => api.pharmacovigilance.searchMeddra({ query: { q } }, { signal }),
  enabled: q.trim().length >= 2,
  staleTime: 60_000,
});

export function useSaveVersion(protocol: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseVersionBody) => api.pharmacovigilance.addVersion({ params: { protocol }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUploadMeddra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, llt, pt }: { version: string; llt: File; pt: File }) => {
      const body = new FormData();
      body.append('version', version);
      body.append('llt', llt, 'llt.asc');
      body.append('pt', pt, 'pt.asc');
      return api.pharmacovigilance.uploadMeddra({ body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUploadAck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return api.pharmacovigilance.uploadAck({ body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The address the browser downloads a case's E2B(R3) message from. */
export const e2bHref = (protocol: string) => api.pharmacovigilance.exportCase.href({ params: { protocol } });
export const e2bBatchHref = (programId: number | undefined) => api.pharmacovigilance.exportBatch.href({ query: { programId } });

/** The programme's E2B(R3) identifiers and regulatory clock (decision 0088). */
export const usePvSettings = (programId: number) => useQuery({
  queryKey: keys.settings(programId),
  queryFn: ({ signal }) => api.pharmacovigilanceSettings.get({ params: { programId } }, { signal }),
  enabled: programId > 0,
  retry: false,
});

export function useSavePvSettings(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PvSettingsValues) => api.pharmacovigilanceSettings.update({ params: { programId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
