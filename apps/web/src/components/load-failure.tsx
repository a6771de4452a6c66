import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { failureKey } from '@/lib/service-unavailable.ts';

export interface LoadFailureProps {
  /** The load's error; undefined when the address itself names no record (e.g. a non-numeric id). */
  error?: unknown;
  /** What to say when the record does not exist (e.g. `err.userNotFound`). */
  notFoundKey: string;
  /** Where the back button goes. */
  backHref: string;
  backLabelKey?: string;
}

/**
 * A record screen that could not load says why in place — not allowed, not found, or failed —
 * with a way back, instead of bouncing the user elsewhere or ending a valid session.
 */
export function LoadFailure({ error, notFoundKey, backHref, backLabelKey = 'common.back' }: LoadFailureProps) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : error === undefined ? 404 : 0;
  const message = status === 403 ? t('err.forbidden') : status === 404 || status === 400 ? t(notFoundKey) : t(failureKey(error, 'err.generic'));
  return (
    <Stack spacing={2} alignItems="flex-start" data-testid="load-failure">
      <Alert severity={status === 403 ? 'warning' : 'error'} role="alert" sx={{ width: '100%' }}>{message}</Alert>
      <Button component={Link} to={backHref} variant="outlined">{t(backLabelKey)}</Button>
    </Stack>
  );
}
