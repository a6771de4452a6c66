import { z } from './zod-config.ts';

/** The captcha that guards sending a code (spec §2 signup). */

/** The token the web's development captcha widget produces (accepted only without RECAPTCHA_SECRET). */
export const DEV_CAPTCHA_TOKEN = 'dev-ok';

/** `GET /captcha/config`: which widget the web shows. */
export const captchaConfigSchema = z.object({
  provider: z.enum(['development', 'recaptcha']),
  siteKey: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
