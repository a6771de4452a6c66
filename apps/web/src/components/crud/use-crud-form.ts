import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { z } from 'zod';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { useUnsavedChangesGuard } from '../form/use-unsaved-changes-guard.tsx';
import { toast } from '@/lib/toast.ts';

export interface CrudFormOptions<S extends z.ZodType<FieldValues, FieldValues>, R> {
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  /** The record being edited (undefined while loading or when registering). */
  record: R | undefined;
  /** The load failed: toast and go back to the list. */
  loadFailed: boolean;
  toValues: (record: R) => z.input<S>;
  save: (values: z.output<S>) => Promise<unknown>;
  editing: boolean;
  listHref: string;
  keys: { created: string; updated: string; failedToSave: string; failedToLoad: string };
}

/** The record a register form edits: the route's `:id`, or undefined on the register route. */
export function useEditedId(): number | undefined {
  const { id } = useParams();
  return id ? Number(id) : undefined;
}

/**
 * A register form (spec §2 CRUD lists): react-hook-form with the shared zod schema, filled from
 * the loaded record, saved with the §8 toasts; field errors from the API land on their fields.
 * Leaving it with unsaved changes asks first (`nav.guard`, rendered by CrudFormCard).
 */
export function useCrudForm<S extends z.ZodType<FieldValues, FieldValues>, R>(options: CrudFormOptions<S, R>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { record, loadFailed, toValues, listHref, keys } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(options.schema), defaultValues: options.defaults });
  const { reset } = form;
  const leave = useUnsavedChangesGuard(form.formState.isDirty);

  useEffect(() => {
    if (record !== undefined) reset(toValues(record));
  }, [record, reset, toValues]);

  useEffect(() => {
    if (!loadFailed) return;
    toast(t(keys.failedToLoad), 'error');
    void navigate(listHref, { replace: true });
  }, [loadFailed, t, keys.failedToLoad, navigate, listHref]);

  // Field errors land on their fields, a conflict toasts its own warning, anything else failedToSave.
  const showError = useApiError(form.setError, { fallback: keys.failedToSave });

  const submit = form.handleSubmit(async (values) => {
    try {
      await options.save(values);
      toast(t(options.editing ? keys.updated : keys.created), 'success');
      leave.release();
      await navigate(listHref);
    } catch (error) {
      showError(error);
    }
  });

  return {
    form, submit, busy: form.formState.isSubmitting, cancel: () => void navigate(listHref),
    nav: { guard: leave.dialog, listHref },
  };
}
