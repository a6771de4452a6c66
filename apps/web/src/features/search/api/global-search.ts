import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/**
 * `POST /search`: what the caller may see that matches the term. A POST, so a typed CPF never
 * lands in a URL; the answers are dropped from memory soon after the search closes.
 */
export const globalSearchQueryOptions = (term: string, programId: number) => queryOptions({
  queryKey: ['search', programId, term] as const,
  queryFn: ({ signal }) => api.search.global({ body: { term, programId } }, { signal }),
  gcTime: 10_000,
  staleTime: 10_000,
  placeholderData: keepPreviousData,
});

export const useGlobalSearch = (term: string, programId: number) =>
  useQuery({ ...globalSearchQueryOptions(term, programId), enabled: term.length >= 2 });
