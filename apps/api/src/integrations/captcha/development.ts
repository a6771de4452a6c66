import { DEV_CAPTCHA_TOKEN } from '@portal/domain';
import type { CaptchaVerifier } from './captcha.ts';

/** Offline provider: accepts exactly the token the web's development widget produces, refuses anything else. */
export const developmentCaptcha: CaptchaVerifier = {
  kind: 'development',
  async verify(token: string) {
    return token === DEV_CAPTCHA_TOKEN;
  },
};
