import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { LOGIN_PASSWORD_MIN, type LoginInput, type PublicProgram } from '@portal/domain';
import { TextInput } from '@/components/form/text-input.tsx';
import { PROGRAM_QUERY_PARAM, paths, routeHref } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { trackLoading } from '@/lib/loading-counter.ts';
import { preloadScreen } from '@/lib/screen-preload.ts';
import { login } from '../api/login.ts';
import { checkLogin, type LoginFieldErrors, type LoginValues } from './login-validation.ts';

const LoginErrorAlert = lazy(() => import('./login-error-alert.tsx').then((m) => ({ default: m.LoginErrorAlert })));
const CaptchaGate = lazy(() => import('./captcha-gate.tsx').then((m) => m.loadCaptchaGate()));

export interface LoginFormProps {
  program: PublicProgram;
  onSuccess: (input: LoginInput) => Promise<void> | void;
}

type Field = keyof LoginFieldErrors;

/**
 * E-mail and password, validated by the shared loginSchema, posted with the chosen programme. A
 * small controlled form (no form library): /login is the page every user opens first, so it
 * carries as little JavaScript as it can. After a first submit, each change is checked again.
 */
export function LoginForm({ program, onSuccess }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', programId: program.id });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const resetHref = (email: string, expired: boolean) =>
    paths.forgotPassword.href({}, { email: email || undefined, expired: expired ? 1 : undefined, [PROGRAM_QUERY_PARAM]: program.slug ?? undefined });
  const fieldText = (message: string | undefined) =>
    message === undefined ? undefined : i18n.exists(message) ? t(message, { length: LOGIN_PASSWORD_MIN, min: LOGIN_PASSWORD_MIN }) : message;
  // 0 until the server asks for a captcha; then each failed try shows a fresh widget (a token is used once).
  const [captchaRound, setCaptchaRound] = useState(0);

  // The e-mail takes the focus once the form is painted. `autoFocus` focuses during React's commit,
  // which forces a layout inside that already long task; after the paint the layout is done.
  useEffect(() => {
    if (document.activeElement === document.body) inputs.current.username?.focus();
  }, []);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) void checkLogin(next).then((check) => setErrors(check.errors ?? {}));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setBusy(true);
    try {
      const check = await checkLogin(values);
      setErrors(check.errors ?? {});
      if (!check.input) {
        inputs.current[check.errors.username ? 'username' : 'password']?.focus();
        return;
      }
      setFailure(null);
      try {
        // Most sign-ins land on the dashboard: its code loads while the password is checked.
        preloadScreen(routeHref('dashboard'));
        // Not a TanStack mutation (kept off /login), so the global loading overlay counts it by hand.
        await trackLoading(login(check.input));
        await onSuccess(check.input);
      } catch (error) {
        // An expired password leads straight to the reset, the e-mail filled in.
        if (error instanceof ApiError && error.code === 'expiredPassword') {
          await navigate(resetHref(check.input.username, true));
          return;
        }
        setFailure(error);
        if (captchaRound > 0 || (error instanceof ApiError && error.code === 'loginCaptchaRequired')) {
          setValues((current) => ({ ...current, recaptchaValue: undefined }));
          setCaptchaRound((round) => round + 1);
        }
        // The alert above the form shows every refusal; a validation answer also marks its fields.
        if (error instanceof ApiError && error.code === 'validation' && error.fields) {
          const { username, password } = error.fields;
          setErrors({ username: username?.[0], password: password?.[0] });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('auth.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {failure !== null && (
        <Suspense fallback={null}>
          <LoginErrorAlert error={failure} resetHref={resetHref(values.username, true)} unblockPhones={program.unblockPhones} />
        </Suspense>
      )}
      <TextInput
        ref={(el) => { inputs.current.username = el; }}
        name="username"
        value={values.username}
        onChange={change('username')}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        required
        fullWidth
        error={Boolean(errors.username)}
        helperText={fieldText(errors.username)}
      />
      <PasswordField
        ref={(el) => { inputs.current.password = el; }}
        name="password"
        value={values.password}
        onChange={change('password')}
        label={t('auth.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={fieldText(errors.password)}
      />
      {captchaRound > 0 && <Suspense fallback={null}><CaptchaGate key={captchaRound} value={values.recaptchaValue} onChange={(token) => setValues((current) => ({ ...current, recaptchaValue: token }))} /></Suspense>}
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
        {t(busy ? 'auth.submitting' : 'common.login')}
      </Button>
    </Box>
  );
}
