import { Captcha } from '@/components/captcha/captcha.tsx';
import { loadFullCatalogue } from '@/lib/i18n/index.ts';

export interface CaptchaGateProps {
  value: string | undefined;
  onChange: (token: string | undefined) => void;
}

/**
 * The captcha the login asks for after repeated failures (the server answers
 * `loginCaptchaRequired`): the portal's one captcha widget, bound to the form's `recaptchaValue`.
 * Loaded only once asked, so it stays out of /login's initial JavaScript.
 */
export function CaptchaGate({ value, onChange }: CaptchaGateProps) {
  return <Captcha value={value ?? null} onChange={(token) => onChange(token ?? undefined)} />;
}

/** For `lazy()`: the gate once the whole catalogue (the widget's label) is loaded; /login starts with only its own texts. */
export async function loadCaptchaGate() {
  await loadFullCatalogue();
  return { default: CaptchaGate };
}
