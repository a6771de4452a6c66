import { memo, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { StatusBoardFrame, StatusBoardSkeleton } from './status-board-frame.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DASHBOARD_STATUS_LISTS } from '@portal/domain';
import { awaitsData, useDeferredArrival } from '@/lib/use-deferred-arrival.ts';
import { useStatusCounts } from '../api/get-status-counts.ts';
import { BOARD_STATUSES, countsPerType, type TypeCounts } from './status-counts.ts';
import { StatusBoardTable } from './status-board-table.tsx';
import { CountLink } from './count-link.tsx';

/** On a phone, one card per type: its total and each status that has requests. */
const StatusCards = memo(function StatusCards({ entries }: { entries: readonly TypeCounts[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid="status-board-cards">
      {entries.map((entry) => (
        <Paper component="li" key={entry.type} variant="outlined" sx={{ p: 1.5 }} data-testid={`status-card-${entry.type}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="subtitle1" component="h3">{t(`dashboardStatus.types.${entry.type}`)}</Typography>
            <Typography variant="body2">{t('dashboardStatus.total')}: <CountLink entry={entry} count={entry.total} /></Typography>
          </Box>
          {entry.total === 0
            ? <Typography variant="body2" color="text.secondary">{t('dashboardStatus.empty')}</Typography>
            : (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
                {BOARD_STATUSES.filter((s) => (entry.byStatus.get(s) ?? 0) > 0).map((status) => (
                  <Box key={status} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2">{t(`status.${status}`)}</Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      <CountLink entry={entry} status={status} count={entry.byStatus.get(status) ?? 0} />
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
        </Paper>
      ))}
    </Box>
  );
});

/**
 * The dashboard by status: per request type the viewer may list (kits and travel included) and
 * per status, how many requests they reach; each number opens the list filtered by that type and
 * status. A table on wider screens, cards on a phone. Its own chunk, loaded after the first paint.
 */
export default function StatusBoard({ programId, allowedKeys }: { programId: number; allowedKeys: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const query = useDeferredArrival(useStatusCounts(programId), awaitsData);
  const lists = useMemo(() => DASHBOARD_STATUS_LISTS.filter((l) => allowedKeys.has(l.routeKey)), [allowedKeys]);
  const entries = useMemo(() => (query.data ? countsPerType(query.data, lists) : undefined), [query.data, lists]);
  if (lists.length === 0) return null;
  return (
    <StatusBoardFrame>
      {query.isError && <Alert severity="error">{t('dashboardStatus.loadFailed')}</Alert>}
      {!entries && !query.isError && <StatusBoardSkeleton />}
      {entries && (phone ? <StatusCards entries={entries} /> : <StatusBoardTable entries={entries} />)}
    </StatusBoardFrame>
  );
}
