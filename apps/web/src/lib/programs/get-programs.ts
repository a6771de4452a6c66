import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { earlyAnswers } from '../early-answer.ts';

export const programsQueryKey = ['programs', 'list'] as const;

const earlyPrograms = earlyAnswers((_key: 'programs', signal?: AbortSignal) => api.programs.listPublic(undefined, { signal }));

/**
 * Sends the programme list at boot on a signed-in route, beside the session (app/lazy-pages.ts
 * `startFirstAnswersOf`): the shell mounts on its answer, and the query's first run takes it.
 */
export function startProgramsEarly(): void {
  void earlyPrograms.start('programs');
}

/** Every programme, public data only. */
export const programsQueryOptions = queryOptions({
  queryKey: programsQueryKey,
  queryFn: ({ signal }) => earlyPrograms.take('programs', signal),
  staleTime: 5 * 60_000,
});

export const usePrograms = () => useQuery(programsQueryOptions);
