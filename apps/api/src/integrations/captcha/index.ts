import type { OnboardingConfig } from '#platform/config.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { developmentCaptcha } from './development.ts';
import { recaptchaClient } from './recaptcha-client.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { CaptchaVerifier } from './captcha.ts';

/** reCAPTCHA when RECAPTCHA_SECRET is set, else the development provider. */
export function captchaVerifier(config: OnboardingConfig): CaptchaVerifier {
  return config.recaptchaSecret
    ? instrumented('captcha', 'recaptcha', recaptchaClient({ secret: config.recaptchaSecret, verifyUrl: config.recaptchaVerifyUrl }))
    : instrumented('captcha', 'development', developmentCaptcha);
}
