import { useTranslation } from '@/lib/i18n/index.ts';

/**
 * Turns a zod message (a catalogue key such as 'validation.minLength') into its text, with the
 * parameters the catalogue uses; a server text that is not a key is shown as it is.
 */
export function useFieldText() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined, params: Record<string, unknown> = {}): string | undefined =>
    message === undefined || message === '' ? undefined : i18n.exists(message) ? t(message, params) : message;
}
