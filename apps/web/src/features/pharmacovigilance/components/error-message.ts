import type { TFunction } from '@/lib/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';

/** The pt-BR text of a failed call: the API's message (already in pt-BR), or the generic one. */
export const errorMessage = (t: TFunction, error: unknown): string =>
  (error instanceof ApiError && error.message ? error.message : t('err.generic'));
