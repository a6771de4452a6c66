import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, type LoginInput, type PublicProgram } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { PROGRAM_QUERY_PARAM, paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { useLogin } from '../api/login.ts';
import { loginResolver, type LoginFormValues } from './login-resolver.ts';

const LoginErrorAlert = lazy(() => import('./login-error-alert.tsx').then((m) => ({ default: m.LoginErrorAlert })));
const CaptchaGate = lazy(() => import('./captcha-gate.tsx').then((m) => m.loadCaptchaGate()));

export interface LoginFormProps {
  program: PublicProgram;
  onSuccess: (input: LoginInput) => Promise<void> | void;
}

/** E-mail and password, validated by the shared loginSchema (zod resolver), posted with the chosen programme. */
export function LoginForm({ program, onSuccess }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const mutation = useLogin();
  const navigate = useNavigate();
  const resetHref = (email: string, expired: boolean) =>
    paths.forgotPassword.href({}, { email: email || undefined, expired: expired ? 1 : undefined, [PROGRAM_QUERY_PARAM]: program.slug ?? undefined });
  const form = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '', programId: program.id },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldText = (message: string | undefined) =>
    message === undefined ? undefined : i18n.exists(message) ? t(message, { length: PASSWORD_MIN, min: PASSWORD_MIN }) : message;
  // Field errors go on their fields; the alert above the form shows every refusal, so nothing is toasted.
  const showError = useApiError(form.setError, { fallback: 'err.invalidUser', show: () => undefined });
  // 0 until the server asks for a captcha; then each failed try shows a fresh widget (a token is used once).
  const [captchaRound, setCaptchaRound] = useState(0);

  const submit = form.handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      await onSuccess(input);
    } catch (error) {
      // An expired password leads straight to the reset, the e-mail filled in.
      if (error instanceof ApiError && error.code === 'expiredPassword') {
        await navigate(resetHref(input.username, true));
        return;
      }
      if (captchaRound > 0 || (error instanceof ApiError && error.code === 'loginCaptchaRequired')) {
        form.setValue('recaptchaValue', undefined);
        setCaptchaRound((round) => round + 1);
      }
      showError(error);
    }
  });

  const busy = isSubmitting || mutation.isPending;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('auth.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {mutation.isError && (
        <Suspense fallback={null}>
          <LoginErrorAlert error={mutation.error} resetHref={resetHref(form.getValues('username'), true)} unblockPhones={program.unblockPhones} />
        </Suspense>
      )}
      <TextInput
        {...form.register('username')}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.username)}
        helperText={fieldText(errors.username?.message)}
      />
      <PasswordField
        {...form.register('password')}
        label={t('auth.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={fieldText(errors.password?.message)}
      />
      {captchaRound > 0 && <Suspense fallback={null}><CaptchaGate key={captchaRound} control={form.control} /></Suspense>}
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
        {t(busy ? 'auth.submitting' : 'common.login')}
      </Button>
    </Box>
  );
}
