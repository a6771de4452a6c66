import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { careErrorKey } from './care-error.ts';

/** A patient that could not load says why in place (not found, service down, failed), with the way back to the list. */
export function PatientLoadFailure({ error, fallbackKey }: { error: unknown; fallbackKey: string }) {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="load-failure">
      <Alert severity="error" role="alert" sx={{ width: '100%' }}>
        {t(missing ? 'err.carePatientNotFound' : careErrorKey(error, fallbackKey))}
      </Alert>
      <Button component={Link} to={routeHref('patients')} variant="outlined">{t('patientCare.back')}</Button>
    </Stack>
  );
}
