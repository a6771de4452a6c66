import { Controller, type Control } from 'react-hook-form';
import { Captcha } from '@/components/captcha/captcha.tsx';
import { loadFullCatalogue } from '@/lib/i18n/index.ts';
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

/** For `lazy()`: the gate once the whole catalogue (the widget's label) is loaded; /login starts with only its own texts. */
export async function loadCaptchaGate() {
  await loadFullCatalogue();
  return { default: CaptchaGate };
}
