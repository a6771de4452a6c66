import { Controller, type Control } from 'react-hook-form';
import { Captcha } from '@/components/captcha/captcha.tsx';
import type { LoginFormValues } from './login-resolver.ts';

/**
 * The captcha the login asks for after repeated failures (the server answers
 * `loginCaptchaRequired`): the portal's one captcha widget, bound to the form's `recaptchaValue`.
 * Loaded only once asked, so it stays out of /login's initial JavaScript.
 */
export function CaptchaGate({ control }: { control: Control<LoginFormValues> }) {
  return (
    <Controller
      control={control}
      name="recaptchaValue"
      render={({ field }) => <Captcha value={field.value ?? null} onChange={(token) => field.onChange(token ?? undefined)} />}
    />
  );
}
