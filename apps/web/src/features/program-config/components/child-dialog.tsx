import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { z } from 'zod';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';

export interface ChildFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  save: (values: z.output<S>) => Promise<unknown>;
  successKey: string;
  fallbackKey: string;
  onClose: () => void;
}

/** The form of a child dialog: the domain schema, the §8 toasts, API field errors on their fields. */
export function useChildForm<S extends z.ZodType<FieldValues, FieldValues>>(options: ChildFormOptions<S>) {
  const { t } = useTranslation();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(options.schema), defaultValues: options.defaults });
  const showError = useApiError(form.setError, { fallback: options.fallbackKey });
  const submit = form.handleSubmit(async (values) => {
    try {
      await options.save(values);
      toast(t(options.successKey), 'success');
      options.onClose();
    } catch (error) {
      showError(error);
    }
  });
  return { form, submit, busy: form.formState.isSubmitting };
}

export interface ChildDialogProps {
  title: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** A dialog that adds or edits one child of a group (an exam, a supply, an aid, a field). */
export function ChildDialog({ title, busy, onSubmit, onClose, testId, children }: ChildDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy} data-testid={`${testId}-save`}>
          {t(busy ? 'common.sending' : 'common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
