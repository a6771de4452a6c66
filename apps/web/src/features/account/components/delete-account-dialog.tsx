import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { optoutRequestSchema, type OptoutRequestInput } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useRequestOptout } from '../api/request-optout.ts';

/** The user menu's "delete account": a data-removal request confirmed with the current password. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const optout = useRequestOptout();
  const form = useForm<OptoutRequestInput>({ resolver: zodResolver(optoutRequestSchema), defaultValues: { password: '' } });
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToRequestOptout', codes: { invalidPassword: { field: 'password', toast: false } },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const confirm = form.handleSubmit((values) =>
    optout.mutateAsync(values).then(({ protocol }) => {
      toast(t('msg.successToRequestOptoutProtocol', { protocol }), 'success');
      close();
    }, showError));
  const error = form.formState.errors.password;
  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title">
      <Stack component="form" noValidate onSubmit={(e) => void confirm(e)}>
        <DialogTitle id="delete-account-title">{t('account.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('account.deleteText')}</DialogContentText>
            <TextInput
              {...form.register('password')}
              label={t('account.deletePassword')}
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              inputProps={{ maxLength: 200, 'data-testid': 'optout-password' }}
              error={Boolean(error)}
              helperText={fieldText(error?.message) ?? t('account.deletePasswordHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={optout.isPending}>
            {t('account.deleteConfirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
