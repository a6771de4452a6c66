import { useQuery } from '@tanstack/react-query';
import type { PcdtState, ProgramFile } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { api } from '@/lib/api.ts';

/** A programme's PCDT files for visitors, by the programme's slug. */
export const usePublicPcdtFiles = (programSlug: string) => useQuery({
  queryKey: ['program-files', 'public-pcdt', programSlug] as const,
  queryFn: ({ signal }) => api.programFiles.publicPcdt({ params: { programSlug } }, { signal, authRedirect: false }),
  retry: false,
});

/** A short-lived signed URL to one of the programme's protocols. */
export async function getPublicPcdtUrl(programSlug: string, file: ProgramFile): Promise<string> {
  const { url } = await api.programFiles.publicPcdtDownload({ params: { programSlug, programFileId: file.id } }, { authRedirect: false });
  if (!url) throw new ApiError(0, 'failedToDownloadFile', 'empty download url');
  return url;
}

export const publicPcdtZipHref = (programSlug: string, uf: PcdtState) => api.programFiles.publicPcdtZip.href({ params: { programSlug }, query: { uf } });
