import type { CaptchaVerifier } from './captcha.ts';

export interface RecaptchaOptions {
  secret: string;
  /** siteverify-compatible endpoint (configurable so tests use a local fake verifier). */
  verifyUrl: string;
  timeoutMs?: number;
}

/**
 * reCAPTCHA server-side verification: POST form-encoded secret, response and remoteip; the
 * answer is `{ success: boolean }`. A network failure or non-2xx answer counts as not verified.
 */
export function recaptchaClient(options: RecaptchaOptions): CaptchaVerifier {
  return {
    kind: 'recaptcha',
    async verify(token: string, remoteIp?: string) {
      if (!token) return false;
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
