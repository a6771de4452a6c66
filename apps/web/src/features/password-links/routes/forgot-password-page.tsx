import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { PublicLayout } from '@/components/public-layout.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/** /forgot-password?email=&expired=1: asks for a reset link; the answer never tells whether the e-mail exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const [params] = useSearchParams();
  const expired = params.get('expired') === '1';
  const slug = params.get(PROGRAM_QUERY_PARAM) ?? undefined;
  const mutation = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const showError = useApiError(form.setError, { fallback: 'err.generic' });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await mutation.mutateAsync({ email, program: slug });
      setSent(true);
    } catch (error) {
      showError(error);
    }
  });
  const busy = form.formState.isSubmitting || mutation.isPending;

  return (
    <PublicLayout maxWidth="sm">
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-labelledby="forgot-password-title">
            <Typography id="forgot-password-title" variant="h5" component="h1">{t('passwordLinks.forgotTitle')}</Typography>
            {expired && <Alert severity="warning" variant="filled" data-testid="expired-password-notice">{t('passwordLinks.expiredNotice')}</Alert>}
            {sent ? (
              <Alert severity="success" data-testid="password-reset-sent">{t('msg.passwordResetRequested')}</Alert>
            ) : (
              <>
                <Typography color="text.secondary">{t('passwordLinks.forgotIntro')}</Typography>
                <TextInput {...form.register('email')} label={t('passwordLinks.email')} type="email" autoComplete="username" required fullWidth
                  inputProps={{ 'data-testid': 'reset-email' }} error={Boolean(form.formState.errors.email)}
                  helperText={fieldText(form.formState.errors.email?.message)} />
                <Button type="submit" variant="contained" disabled={busy} data-testid="reset-submit">
                  {t(busy ? 'passwordLinks.sending' : 'passwordLinks.send')}
                </Button>
              </>
            )}
            <Link component={RouterLink} to={paths.login.href({}, { [PROGRAM_QUERY_PARAM]: slug })}>{t('passwordLinks.backToLogin')}</Link>
          </Stack>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
