import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ErrorCode } from '@portal/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';
import { toast, type ToastVariant } from '@/lib/toast.ts';
import { failureKey } from '@/lib/service-unavailable.ts';

/** How a form shows one API error code: on which field, with which toast (none with `false`). */
export interface ErrorCodeRule<F extends FieldValues> {
  field?: Path<F>;
  toast?: ToastVariant | false;
  /** Shown instead of `err.<code>`: a catalogue key, or a text of its own (a programme's message). */
  message?: string;
  /** Shown: the answer's own `message` (a group's eligibility refusal text, decision 0079), `err.<code>` when it is empty. */
  serverText?: boolean;
  /** What the form does besides (shows a link to login, goes back a step). */
  then?: (error: ApiError) => void;
}

export interface ApiErrorOptions<F extends FieldValues> {
  /** The catalogue key toasted for any failure the rules do not name. */
  fallback: string;
  /** Per error code; a 409 not named here toasts its own message as a warning. */
  codes?: Partial<Record<ErrorCode, ErrorCodeRule<F>>>;
  /** Where the form shows a message instead of the toast (a dialog's own alert); a rule naming a toast variant still toasts. */
  show?: (message: string, variant: ToastVariant) => void;
}

/**
 * The one way a form shows a failed API call (ENGINEERING §4.6): a `validation` answer puts each
 * field's message on its field; a code with a rule goes to its field and toast (and its `then`); a
 * conflict toasts its own message; an outage (503 `databaseUnavailable`) says so; anything else toasts the form's fallback. A form with `show`
 * shows those messages itself. Returns the handler for `catch`.
 */
export function useApiError<F extends FieldValues>(setError: UseFormSetError<F>, options: ApiErrorOptions<F>) {
  const { t, i18n } = useTranslation();
  const { fallback, codes, show } = options;
  return useCallback((error: unknown) => {
    const e = error instanceof ApiError ? error : undefined;
    const rule = e ? codes?.[e.code as ErrorCode] : undefined;
    const notify = (message: string, variant: ToastVariant) => (show ? show(message, variant) : toast(message, variant));
    const fields = e?.code === 'validation' ? e.fields : undefined;
    // A rule for `validation` adds to the fields (a toast, a step back) rather than replacing them.
    for (const [field, messages] of Object.entries(fields ?? {})) setError(field as Path<F>, { message: messages[0] });
    if (e && rule) {
      const message = (rule.serverText && e.message.trim()) || (rule.message ?? `err.${e.code}`);
      if (rule.field) setError(rule.field, { message });
      const text = i18n.exists(message) ? t(message) : message;
      if (rule.toast) toast(text, rule.toast);
      else if (rule.toast !== false) notify(text, 'error');
      rule.then?.(e);
    } else if (e?.status === 409) {
      notify(t(`err.${e.code}`), 'warning');
    } else if (!fields) {
      notify(t(failureKey(e, fallback)), 'error');
    }
  }, [t, i18n, setError, fallback, codes, show]);
}
