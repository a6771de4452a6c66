import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DASHBOARD_STATUS_LISTS } from '@portal/domain';

/** Whether the viewer may list any type the board counts (else the board shows nothing). */
export const hasStatusBoard = (allowedKeys: ReadonlySet<string>): boolean => DASHBOARD_STATUS_LISTS.some((l) => allowedKeys.has(l.routeKey));

/** The board's section and heading, in the dashboard's own chunk. */
export function StatusBoardFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="status-board-title" data-testid="status-board">
      <Typography id="status-board-title" variant="h6" component="h2" gutterBottom>{t('dashboardStatus.title')}</Typography>
      {children}
    </Box>
  );
}

/** The board while its counts load: the place the cards (phone) or the table take. */
export function StatusBoardSkeleton() {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return <Skeleton variant="rounded" height={phone ? 240 : 160} role="progressbar" aria-label={t('common.loading')} />;
}

/**
 * What the dashboard shows while the board's chunk loads: the board's own loading state, so the
 * request boxes below do not move down when it arrives (a layout shift of ~0.09 on a phone).
 */
export function StatusBoardPlaceholder() {
  return <StatusBoardFrame><StatusBoardSkeleton /></StatusBoardFrame>;
}
