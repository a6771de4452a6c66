import type { TFunction } from '@/lib/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { failureKey } from '@/lib/service-unavailable.ts';

/** The server's reason when the catalogue knows its code (400/409 of a decision or a step), else the fallback. */
export function toastFailure(t: TFunction, error: unknown, fallback: string): void {
  // Its message names the request and the council's status (decision 0060).
  if (error instanceof ApiError && error.code === 'requesterRegistrationInactive') {
    toast(error.message, 'error');
    return;
  }
  const key = error instanceof ApiError && error.status < 500 ? `err.${error.code}` : undefined;
  toast(key && t(key, { defaultValue: '' }) ? t(key) : t(failureKey(error, fallback)), 'error');
}
