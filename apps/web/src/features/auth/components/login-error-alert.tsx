import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';

/** Login codes with a text of their own (spec §8 Login); any other refusal reads as invalid user. */
const OWN_TEXT = new Set(['userNotInProgram', 'expiredPassword', 'blockedUser', 'invalidUser', 'inactiveUser']);

export function loginErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'err.generic';
  if (OWN_TEXT.has(error.code)) return `err.${error.code}`;
  if (error.status === 0 || error.status >= 500) return 'err.generic';
  return 'err.invalidUser';
}

export function LoginErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const key = loginErrorKey(error);
  if (key === 'err.expiredPassword') {
    return (
      <Alert severity="warning" variant="filled" data-testid="login-error" sx={{ fontWeight: 600 }}>
        {t(key)}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="login-error">
      {t(key)}
    </Alert>
  );
}
