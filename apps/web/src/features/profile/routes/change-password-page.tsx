import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { z } from 'zod';
import { PASSWORD_MIN, changePasswordFormSchema } from '@portal/domain';
import { NewPasswordField } from '@/components/form/new-password-field.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';

type Values = z.input<typeof changePasswordFormSchema>;
type Output = z.output<typeof changePasswordFormSchema>;

/** /change-password: current password, new password and its confirmation. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const { user } = useSession();
  const mutation = useChangePassword();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToChangePassword',
    codes: { invalidPassword: { field: 'currentPassword', toast: false } },
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      toast(t('msg.successToChangePassword'), 'success');
      form.reset();
      await navigate(paths.home.href(), { replace: true });
    } catch (error) {
      showError(error);
    }
  });

  const busy = isSubmitting || mutation.isPending;
  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }}>
      <CardContent>
        <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-labelledby="change-password-title">
          <Typography id="change-password-title" variant="h5" component="h1">{t('account.changePasswordTitle')}</Typography>
          <PasswordField {...form.register('currentPassword')} label={t('account.currentPassword')} autoComplete="current-password" required fullWidth
            inputProps={{ 'data-testid': 'current-password' }} error={Boolean(errors.currentPassword)} helperText={fieldText(errors.currentPassword?.message)} />
          <NewPasswordField {...form.register('newPassword')} label={t('account.newPassword')} autoComplete="new-password" required fullWidth
            owner={user ? { name: user.name, email: user.email } : undefined}
            inputProps={{ 'data-testid': 'new-password' }} error={Boolean(errors.newPassword)} helperText={fieldText(errors.newPassword?.message, { length: PASSWORD_MIN })} />
          <PasswordField {...form.register('confirmPassword')} label={t('account.confirmNewPassword')} autoComplete="new-password" required fullWidth
            inputProps={{ 'data-testid': 'confirm-new-password' }} error={Boolean(errors.confirmPassword)} helperText={fieldText(errors.confirmPassword?.message)} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => void navigate(-1)} disabled={busy}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy} data-testid="change-password-save">{t(busy ? 'common.sending' : 'common.save')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
