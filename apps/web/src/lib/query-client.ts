import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures, twice at most. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The longest wait before a retry, whatever the server says. */
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * A read that failed is asked again when the server said to (a 503 `databaseUnavailable` carries
 * `Retry-After`, decision 0062), else after 1 s, then 2 s: every screen of every open tab retrying
 * at once would be a storm against a database coming back.
 */
export const retryDelay = (failureCount: number, error: unknown): number =>
  error instanceof ApiError && error.retryAfterSeconds
    ? Math.min(error.retryAfterSeconds * 1000, MAX_RETRY_DELAY_MS)
    : Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
