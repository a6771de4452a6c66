import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '@/lib/i18n/index.ts';

/** Full-area spinner while the session check or a lazy screen loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', width: '100%' }}>
      {/* Rotation only: the default shrinking stroke is re-painted on the main thread every frame,
          which a phone pays for during the whole boot (decision 0031). */}
      <CircularProgress disableShrink aria-label={t('common.loading')} />
    </Box>
  );
}
