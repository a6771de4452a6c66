import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { hashKey, notifyManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@portal/domain';
import { api } from '../api.ts';
import { ApiError } from '../api-client.ts';
import { earlyAnswers } from '../early-answer.ts';

export const sessionQueryKey = ['session'] as const;
const sessionQueryHash = hashKey(sessionQueryKey);

/**
 * GET /api/user; a visitor gets 200 `{ user: null }` (nothing for the console to log), and a
 * 401/403 still means "not signed in" and is not redirected. The client carries no schema, so
 * every page's first load stays free of zod.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const answer = await api.auth.session(undefined, { signal, authRedirect: false });
    return 'user' in answer ? null : answer;
  } catch (error) {
    if (error instanceof ApiError && error.isAuthFailure) return null;
    throw error;
  }
}

const earlySession = earlyAnswers((_key: 'session', signal?: AbortSignal) => getSession(signal));

/**
 * Sends GET /api/user at boot, before a public screen's chunks take the browser's six connections
 * (app/lazy-pages.ts `preloadScreenOf`); the session query's first run takes this answer.
 */
export function startSessionEarly(): void {
  void earlySession.start('session');
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => earlySession.take('session', signal),
  retry: false,
  staleTime: Infinity,
});

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

/** Spec §4 Session: loading, then authenticated or not; a failed fetch counts as unauthenticated. */
export function useSession(): SessionState {
  const { isPending, data } = useQuery(sessionQueryOptions);
  // One object per answer, so a deferred session (app/session-gate.tsx) changes only when it does.
  return useMemo((): SessionState => {
    if (isPending) return { status: 'loading', user: null };
    if (data) return { status: 'authenticated', user: data };
    return { status: 'anonymous', user: null };
  }, [isPending, data]);
}

/**
 * Whether the session is being fetched (the global loading overlay). It listens to the session
 * query's events only: `useIsFetching` hears every event of the cache, each query observer added
 * or changed, and schedules a check for each, dozens during a screen's first load.
 */
export function useSessionFetching(): boolean {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => {
    const notify = notifyManager.batchCalls(onChange);
    return client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === sessionQueryHash) notify();
    });
  }, [client]);
  return useSyncExternalStore(subscribe, () => client.getQueryState(sessionQueryKey)?.fetchStatus === 'fetching');
}
