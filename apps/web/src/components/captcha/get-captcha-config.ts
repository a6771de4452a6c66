import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaConfig } from '@portal/domain';
import { api } from '@/lib/api.ts';

const FALLBACK: CaptchaConfig = { provider: 'development', siteKey: null };

/**
 * Which captcha widget to show. When the server cannot say, the build's VITE_RECAPTCHA_SITE_KEY
 * decides, else the development widget.
 */
export async function getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
  const envKey = (import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined) || null;
  try {
    return await api.codes.captchaConfig({}, { signal, authRedirect: false });
  } catch {
    return envKey ? { provider: 'recaptcha', siteKey: envKey } : FALLBACK;
  }
}

export const captchaConfigQueryOptions = queryOptions({
  queryKey: ['captcha', 'config'],
  queryFn: ({ signal }) => getCaptchaConfig(signal),
  staleTime: Infinity,
  retry: false,
});

export const useCaptchaConfig = () => useQuery(captchaConfigQueryOptions);
