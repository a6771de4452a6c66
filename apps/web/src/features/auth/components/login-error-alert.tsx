import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';

/** Login codes with a text of their own (spec §8 Login); any other refusal reads as invalid user. */
const OWN_TEXT = new Set(['databaseUnavailable', 'userNotInProgram', 'expiredPassword', 'blockedUser', 'invalidUser', 'inactiveUser', 'loginCaptchaRequired']);

export function loginErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'err.generic';
  if (OWN_TEXT.has(error.code)) return `err.${error.code}`;
  if (error.status === 0 || error.status >= 500) return 'err.generic';
  return 'err.invalidUser';
}

/** The programme's unblock lines ('Área: telefone', one a line), as the blockedUser message lists them. */
export const unblockLines = (text: string | null) => (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);

export function LoginErrorAlert({ error, resetHref, unblockPhones }: { error: unknown; resetHref: string; unblockPhones: string | null }) {
  const { t } = useTranslation();
  const key = loginErrorKey(error);
  if (key === 'err.expiredPassword') {
    return (
      <Alert severity="warning" variant="filled" data-testid="login-error" sx={{ fontWeight: 600 }}>
        {t(key)}{' '}
        <Link component={RouterLink} to={resetHref} color="inherit" data-testid="expired-password-reset-link">{t('common.forgotPassword')}</Link>
      </Alert>
    );
  }
  const lines = key === 'err.blockedUser' ? unblockLines(unblockPhones) : [];
  return (
    <Alert severity="error" data-testid="login-error">
      {t(key)}
      {lines.length > 0 && (
        <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }} data-testid="unblock-phones">
          {lines.map((line) => <li key={line}>{line}</li>)}
        </ul>
      )}
    </Alert>
  );
}
