import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, errorSchema, type ProgramFile } from '@portal/domain';
import { ApiError, api } from '@/lib/api-client.ts';

/** Programme files, shared by the library and PCDT screens (spec §7 Files). */
export const programFileKeys = {
  all: ['program-files'] as const,
  list: (programId: number, fileType: 'LIBRARY' | 'CONTENTS') => ['program-files', programId, fileType] as const,
};

/** GET /api/program-files/{programId}?fileType: the programme's files plus the GENERAL ones. */
export const getProgramFiles = (programId: number, fileType: 'LIBRARY' | 'CONTENTS', signal?: AbortSignal): Promise<ProgramFile[]> =>
  api.get<ProgramFile[]>(`/program-files/${programId}?fileType=${fileType}`, { signal });

export const programFilesQueryOptions = (programId: number, fileType: 'LIBRARY' | 'CONTENTS') => queryOptions({
  queryKey: programFileKeys.list(programId, fileType),
  queryFn: ({ signal }) => getProgramFiles(programId, fileType, signal),
});

export const useProgramFiles = (programId: number, fileType: 'LIBRARY' | 'CONTENTS') =>
  useQuery(programFilesQueryOptions(programId, fileType));

/** GET /api/program-files/download/{id}: a short-lived signed URL; an empty answer is a failure. */
export async function getDownloadUrl(id: number): Promise<string> {
  const { url } = await api.get<{ url?: string }>(`/program-files/download/${id}`);
  if (!url) throw new ApiError(0, 'failedToDownloadFile', 'empty download url');
  return url;
}

/** DELETE /api/program-files/{programFileId}. */
export const deleteProgramFile = (id: number): Promise<undefined> => api.delete<undefined>(`/program-files/${id}`);

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

/** POST /api/program-files (multipart: the fields, then libraryFile). */
export async function uploadProgramFile({ fields, file }: { fields: UploadFields; file: File }): Promise<ProgramFile> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') body.append(key, String(value));
  body.append('libraryFile', file, file.name);
  const response = await fetch(`${API_BASE}/program-files`, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const text = await response.text();
  if (!response.ok) {
    let parsed: ReturnType<typeof errorSchema.safeParse> | undefined;
    try {
      parsed = errorSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (parsed?.success) throw new ApiError(parsed.data.statusCode, parsed.data.code, parsed.data.message, parsed.data.fields);
    throw new ApiError(response.status, response.status === 413 ? 'requestEntityTooLarge' : 'http', text);
  }
  return JSON.parse(text) as ProgramFile;
}

export function useUploadProgramFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProgramFile, onSuccess: () => queryClient.invalidateQueries({ queryKey: programFileKeys.all }) });
}
