import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { useApiError, type ApiErrorOptions } from './use-api-error.ts';
import { useSingleFlight } from './use-single-flight.ts';

export interface RequestSubmitOptions<F extends FieldValues> extends ApiErrorOptions<F> {
  /** Also toast the first field message, as the form's own check does (a field the screen does not show still gets its message announced). */
  announceFirstField?: boolean;
  /** A 400 `badRequest` toasts the server's own text instead of the form's fallback. */
  badRequestText?: boolean;
}

/**
 * How a request form (exam, travel, supply, first medicine...) sends: one submission at a time (a
 * second click while sending does nothing; `sending` drives the button's "Enviando..."), and a failure
 * shown the one way (useApiError): each field message of a rejected body on its field, at the form's
 * path when `formPath` maps the body's paths (a date list sent without its empty slots), the rest by
 * the form's rules. `task` sends and handles the answer; a throw from it is the failure.
 */
export function useRequestSubmit<F extends FieldValues>(setError: UseFormSetError<F>, options: RequestSubmitOptions<F>) {
  const { t, i18n } = useTranslation();
  const { run, busy } = useSingleFlight();
  const showError = useApiError(setError, options);
  const { announceFirstField = false, badRequestText = false } = options;

  const fail = (error: unknown, formPath: ((apiPath: string) => string) | undefined) => {
    if (error instanceof ApiError && error.fields) {
      const fields = formPath
        ? Object.fromEntries(Object.entries(error.fields).map(([path, messages]) => [formPath(path), messages]))
        : error.fields;
      showError(formPath ? new ApiError(error.status, error.code, error.message, fields) : error);
      const first = announceFirstField ? Object.values(fields)[0]?.[0] : undefined;
      if (first) toast(i18n.exists(first) ? t(first) : first, 'error');
    } else if (badRequestText && error instanceof ApiError && error.status === 400 && error.code === 'badRequest') {
      toast(error.message, 'error');
    } else {
      showError(error);
    }
  };

  const submit = (task: () => Promise<void>, formPath?: (apiPath: string) => string) =>
    run(async () => {
      try {
        await task();
      } catch (error) {
        fail(error, formPath);
      }
    });

  return { submit, sending: busy };
}
