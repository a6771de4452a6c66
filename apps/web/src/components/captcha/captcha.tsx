import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DEV_CAPTCHA_TOKEN } from '@portal/domain';
import { useCaptchaConfig } from './get-captcha-config.ts';

const RecaptchaWidget = lazy(() => import('./recaptcha-widget.tsx').then((m) => ({ default: m.RecaptchaWidget })));

export interface CaptchaProps {
  value: string | null;
  onChange: (token: string | null) => void;
  error?: string;
}

/**
 * The one captcha of the portal: the real reCAPTCHA when the server names a site key (else
 * VITE_RECAPTCHA_SITE_KEY), otherwise the development provider's checkbox yielding 'dev-ok'.
 */
export function Captcha({ value, onChange, error }: CaptchaProps) {
  const { t } = useTranslation();
  const config = useCaptchaConfig();
  if (config.isPending) return null;
  const siteKey = config.data?.provider === 'recaptcha' ? config.data.siteKey : null;

  return (
    <Box>
      {siteKey ? (
        <Suspense fallback={null}>
          <RecaptchaWidget siteKey={siteKey} onChange={onChange} />
        </Suspense>
      ) : (
        <Box sx={{ display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, bgcolor: 'grey.50' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={value === DEV_CAPTCHA_TOKEN}
                onChange={(e) => onChange(e.target.checked ? DEV_CAPTCHA_TOKEN : null)}
                slotProps={{ input: { 'data-testid': 'dev-captcha' } as Record<string, string> }}
              />
            }
            label={t('captcha.notARobot')}
          />
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
