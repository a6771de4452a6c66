import { ApiError } from './api-client.ts';

/** The catalogue key of "the service is unavailable, try again in a moment" (decision 0062). */
export const UNAVAILABLE_KEY = 'err.databaseUnavailable';

/** The API answered 503 `databaseUnavailable`: nothing is wrong with what the user did; later it will work. */
export const isServiceUnavailable = (error: unknown): boolean => error instanceof ApiError && error.code === 'databaseUnavailable';

/** The catalogue key a screen shows for a failure: the outage's when the service is unavailable, else the screen's own. */
export const failureKey = (error: unknown, fallback: string): string => (isServiceUnavailable(error) ? UNAVAILABLE_KEY : fallback);
