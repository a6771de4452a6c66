import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@portal/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';
import { toast, type ToastVariant } from '@/lib/toast.ts';

/** How a form shows one API error code: on which field, with which toast (none with `false`). */
export interface ErrorCodeRule<F extends FieldValues> {
  field?: Path<F>;
  toast?: ToastVariant | false;
}

export interface ApiErrorOptions<F extends FieldValues> {
  /** The catalogue key toasted for any failure the rules do not name. */
  fallback: string;
  /** Per error code; a 409 not named here toasts its own message as a warning. */
  codes?: Partial<Record<ErrorCode, ErrorCodeRule<F>>>;
}

/**
 * The one way a form shows a failed API call (ENGINEERING §4.6): a `validation` answer puts each
 * field's message on its field; a code with a rule goes to its field and toast; a conflict toasts
 * its own message; anything else toasts the form's fallback. Returns the handler for `catch`.
 */
export function useApiError<F extends FieldValues>(setError: UseFormSetError<F>, options: ApiErrorOptions<F>) {
  const { t } = useTranslation();
  const { fallback, codes } = options;
  return useCallback((error: unknown) => {
    const e = error instanceof ApiError ? error : undefined;
    const rule = e ? codes?.[e.code as ErrorCode] : undefined;
    if (e && rule) {
      if (rule.field) setError(rule.field, { message: `err.${e.code}` });
      if (rule.toast !== false) toast(t(`err.${e.code}`), rule.toast ?? 'error');
    } else if (e?.code === 'validation' && e.fields) {
      for (const [field, messages] of Object.entries(e.fields)) setError(field as Path<F>, { message: messages[0] });
    } else if (e?.status === 409) {
      toast(t(`err.${e.code}`), 'warning');
    } else {
      toast(t(fallback), 'error');
    }
  }, [t, setError, fallback, codes]);
}
