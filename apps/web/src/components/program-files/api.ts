import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PcdtState } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { api } from '@/lib/api.ts';

/** Programme files, shared by the library and PCDT screens (spec §7 Files). */
export const programFileKeys = {
  all: ['program-files'] as const,
  list: (programId: number, fileType: 'LIBRARY' | 'CONTENTS') => ['program-files', programId, fileType] as const,
};

/** The programme's files of one type plus the GENERAL ones. */
export const getProgramFiles = (programId: number, fileType: 'LIBRARY' | 'CONTENTS', signal?: AbortSignal) =>
  api.programFiles.list({ params: { programId }, query: { fileType } }, { signal });

export const programFilesQueryOptions = (programId: number, fileType: 'LIBRARY' | 'CONTENTS') => queryOptions({
  queryKey: programFileKeys.list(programId, fileType),
  queryFn: ({ signal }) => getProgramFiles(programId, fileType, signal),
});

export const useProgramFiles = (programId: number, fileType: 'LIBRARY' | 'CONTENTS') =>
  useQuery(programFilesQueryOptions(programId, fileType));

/** A short-lived signed URL to the file's content (the API's own link); an empty answer is a failure. */
export async function getDownloadUrl(id: number): Promise<string> {
  const { url } = await api.programFiles.download({ params: { programFileId: id } });
  if (!url) throw new ApiError(0, 'failedToDownloadFile', 'empty download url');
  return url;
}

/** The URL of one state's PCDT files as one zip, for a download link. */
export const pcdtZipHref = (programId: number, uf: PcdtState) => api.programFiles.pcdtZip.href({ query: { programId, uf } });

export const deleteProgramFile = (id: number) => api.programFiles.remove({ params: { programFileId: id } });

export function useDeleteProgramFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProgramFile, onSuccess: () => queryClient.invalidateQueries({ queryKey: programFileKeys.all }) });
}

export interface UploadFields {
  name: string;
  description?: string | undefined;
  fileType: 'LIBRARY' | 'CONTENTS';
  procedureType?: string | undefined;
  uf?: string | undefined;
  groupId?: number | undefined;
  itemId?: number | undefined;
}

/** The multipart body: the fields that have a value, then the file as `libraryFile`. */
function uploadBody(fields: UploadFields, file: File): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') body.append(key, String(value));
  body.append('libraryFile', file, file.name);
  return body;
}

/** Uploads a library or PCDT file. */
export async function uploadProgramFile({ fields, file }: { fields: UploadFields; file: File }) {
  try {
    return await api.programFiles.upload({ body: uploadBody(fields, file) });
  } catch (error) {
    // A proxy in front of the API may refuse a large body with its own (non-JSON) 413.
    if (error instanceof ApiError && error.status === 413) throw new ApiError(413, 'requestEntityTooLarge', error.message);
    throw error;
  }
}

export function useUploadProgramFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProgramFile, onSuccess: () => queryClient.invalidateQueries({ queryKey: programFileKeys.all }) });
}
