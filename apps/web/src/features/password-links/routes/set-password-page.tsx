import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PASSWORD_MIN, setPasswordFormSchema, type SetPasswordFormValues } from '@portal/domain';
import { NewPasswordField } from '@/components/form/new-password-field.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { PublicLayout } from '@/components/public-layout.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSetPassword } from '../api/set-password.ts';
import { PasswordRules } from '../components/password-rules.tsx';

/** /set-password?token=&kind=invitation|reset: the page an invitation or reset link opens. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = params.get('kind') === 'invitation';
  const slug = params.get(PROGRAM_QUERY_PARAM) ?? undefined;
  const mutation = useSetPassword();
  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const showError = useApiError(form.setError, { fallback: 'err.generic', codes: { invalidPasswordLink: { toast: false } } });
  // Only the link's own refusal says the link is spent; a refused password (400 `validation`) is the field's error.
  const linkRefused = mutation.error instanceof ApiError && mutation.error.code === 'invalidPasswordLink';

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await mutation.mutateAsync({ token, password });
      toast(t('msg.passwordSet'), 'success');
      await navigate(paths.login.href({}, { [PROGRAM_QUERY_PARAM]: slug }), { replace: true });
    } catch (error) {
      showError(error);
    }
  });
  const busy = isSubmitting || mutation.isPending;
  const newLink = paths.forgotPassword.href({}, { [PROGRAM_QUERY_PARAM]: slug });

  return (
    <PublicLayout maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-labelledby="set-password-title">
            <Typography id="set-password-title" variant="h5" component="h1">
              {t(invitation ? 'passwordLinks.invitationTitle' : 'passwordLinks.resetTitle')}
            </Typography>
            {(!token || linkRefused) && (
              <Alert severity="error" data-testid="password-link-refused"
                action={<Button color="inherit" size="small" component={RouterLink} to={newLink}>{t('passwordLinks.requestNewLink')}</Button>}>
                {t(token ? 'err.invalidPasswordLink' : 'passwordLinks.missingToken')}
              </Alert>
            )}
            <PasswordRules />
            <NewPasswordField {...form.register('password')} label={t('passwordLinks.newPassword')} autoComplete="new-password" required fullWidth
              inputProps={{ 'data-testid': 'set-password-new' }} error={Boolean(errors.password)}
              helperText={fieldText(errors.password?.message, { length: PASSWORD_MIN, min: PASSWORD_MIN })} />
            <PasswordField {...form.register('confirmPassword')} label={t('passwordLinks.confirmPassword')} autoComplete="new-password" required fullWidth
              inputProps={{ 'data-testid': 'set-password-confirm' }} error={Boolean(errors.confirmPassword)}
              helperText={fieldText(errors.confirmPassword?.message)} />
            <Button type="submit" variant="contained" disabled={busy || !token} data-testid="set-password-save">
              {t(busy ? 'common.sending' : 'passwordLinks.save')}
            </Button>
            <Link component={RouterLink} to={paths.login.href({}, { [PROGRAM_QUERY_PARAM]: slug })}>{t('passwordLinks.backToLogin')}</Link>
          </Stack>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
