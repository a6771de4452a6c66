import { queryOptions, useQuery } from '@tanstack/react-query';
import { CMS_PORTAL_NAME } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** The CMS changes rarely: a programme's posts and tags stay fresh for five minutes. */
const staleTime = 5 * 60_000;

export const contentPostsQuery = (programCode: string) => queryOptions({
  queryKey: ['contents', programCode, 'posts'] as const,
  queryFn: ({ signal }) => api.contents.posts({ params: { programCode, portalName: CMS_PORTAL_NAME } }, { signal, authRedirect: false }),
  staleTime,
});

export const contentTagsQuery = (programCode: string) => queryOptions({
  queryKey: ['contents', programCode, 'tags'] as const,
  queryFn: ({ signal }) => api.contents.tags({ params: { programCode, portalName: CMS_PORTAL_NAME } }, { signal, authRedirect: false }),
  staleTime,
});

/** One post by slug or document id; a 404 is an answer ('Dados não encontrados.'), not retried. */
export const contentPostQuery = (programCode: string, key: string) => queryOptions({
  queryKey: ['contents', programCode, 'post', key] as const,
  queryFn: ({ signal }) => api.contents.post({ params: { programCode, portalName: CMS_PORTAL_NAME, postDocumentId: key } }, { signal, authRedirect: false }),
  staleTime,
  retry: false,
});

export const useContentPosts = (programCode: string) => useQuery(contentPostsQuery(programCode));
export const useContentTags = (programCode: string) => useQuery(contentTagsQuery(programCode));
export const useContentPost = (programCode: string, key: string) => useQuery(contentPostQuery(programCode, key));
