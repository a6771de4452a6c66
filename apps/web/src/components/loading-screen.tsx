import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useHoldsFirstPaint } from '@/lib/first-paint.ts';
import { useTranslation } from '@/lib/i18n/index.ts';

/**
 * Full-area spinner while the session check or a lazy screen loads. `minHeight` lets a part of a
 * page hold the place of what it waits for, so nothing below moves when that arrives. While one is
 * shown, a public page's first paint stays in its place (lib/first-paint.ts).
 */
export function LoadingScreen({ minHeight = '50vh' }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  useHoldsFirstPaint();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight, width: '100%' }}>
      {/* Rotation only: the default shrinking stroke is re-painted on the main thread every frame,
          which a phone pays for during the whole boot (decision 0031). */}
      <CircularProgress disableShrink aria-label={t('common.loading')} />
    </Box>
  );
}
