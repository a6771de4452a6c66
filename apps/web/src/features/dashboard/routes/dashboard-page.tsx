import { lazy, Suspense, useMemo } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation, withFullCatalogue } from '@/lib/i18n/index.ts';
import { seesTimeToTherapy, type ProcedureType, type SessionUser } from '@portal/domain';
import { NearView } from '@/components/near-view.tsx';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';
import { useAllowedRoutes } from '@/lib/auth/use-allowed-routes.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { awaitsData, useDeferredArrival } from '@/lib/use-deferred-arrival.ts';
import { useProcedureCounts } from '../api/get-procedure-counts.ts';
import { QuickAccessCards } from '../components/quick-access-cards.tsx';
import { RequestBoxes } from '../components/request-boxes.tsx';
import { hasStatusBoard, StatusBoardPlaceholder } from '../components/status-board-frame.tsx';

/**
 * The panels after the cards show texts beyond the shell's (statuses, request types, the chart's),
 * so each comes with the whole catalogue (decision 0105).
 * The time-to-therapy panel is its own chunk: doctors never load it, and /login never sees it.
 */
const TimeToTherapyPanel = lazy(() => withFullCatalogue(import('../components/time-to-therapy-panel.tsx')));
/**
 * The board by status and the weekly chart: their own chunks (decision 0052). The board is asked for
 * once the cards have painted, so neither its code nor its answers come before what the doctor sees
 * first (decision 0101); the chart, below the fold on a phone, once its place nears the viewport
 * (decision 0103).
 */
const StatusBoard = lazy(() => withFullCatalogue(import('../components/status-board.tsx')));
const WeeklyVolumePanel = lazy(() => withFullCatalogue(import('../components/weekly-volume-panel.tsx')));
/** About the chart's height while it loads, at any width. */
const WEEKLY_PANEL_HEIGHT = 320;

/**
 * /dashboard (spec §2 Dashboard): the quick-access cards with the request counts and the request
 * boxes, each only when its module is enabled for programme and user; the requests by type and
 * status (each count opens the filtered list) and per week; for managers and administrators the
 * time-to-therapy panel.
 */
export function DashboardPage() {
  const { user } = useSession();
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { program } = useCurrentProgram();
  const { programId } = user;
  const { routes } = useAllowedRoutes(user, program);
  const allowedKeys = useMemo(() => new Set(routes.map((r) => r.key)), [routes]);
  // The counts' arrival renders the cards in slices; the synchronous pass re-renders no child (memo).
  const counts = useDeferredArrival(useProcedureCounts(programId), awaitsData);
  const countByType = useMemo(
    () => (counts.data ? new Map<ProcedureType, number>(counts.data.map((c) => [c.type, c.count])) : undefined),
    [counts.data],
  );

  const afterFirstPaint = useAfterFirstPaint();
  const boardPlaceholder = hasStatusBoard(allowedKeys) ? <StatusBoardPlaceholder /> : null;

  return (
    <Stack spacing={3} data-testid="screen-dashboard">
      <Typography variant="h5" component="h1">{t('menu.dashboard')}</Typography>
      <QuickAccessCards allowedKeys={allowedKeys} counts={countByType} />
      {afterFirstPaint
        ? <Suspense fallback={boardPlaceholder}><StatusBoard programId={programId} allowedKeys={allowedKeys} /></Suspense>
        : boardPlaceholder}
      <RequestBoxes allowedKeys={allowedKeys} programId={programId} />
      <NearView minHeight={WEEKLY_PANEL_HEIGHT}>
        <WeeklyVolumePanel programId={programId} />
      </NearView>
      {afterFirstPaint && seesTimeToTherapy(user.type) && (
        <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
          <TimeToTherapyPanel programId={programId} />
        </Suspense>
      )}
    </Stack>
  );
}
