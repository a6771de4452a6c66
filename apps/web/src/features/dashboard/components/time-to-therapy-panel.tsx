import { useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useTimeToTherapy } from '../api/get-time-to-therapy.ts';
import { TimeToTherapyChart } from './time-to-therapy-chart.tsx';
import { TimeToTherapyTable } from './time-to-therapy-table.tsx';
import { WaitingRequestsTable } from './waiting-requests-table.tsx';

/**
 * The managers' time-to-therapy panel: for the chosen window (30 or 90 days) the chart and the
 * same numbers as a table, then the requests waiting longest. Loaded in its own chunk, only for
 * the user types that see it.
 */
export default function TimeToTherapyPanel({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const query = useTimeToTherapy(programId);
  const [days, setDays] = useState<number | null>(null);
  const windows = query.data?.windows ?? [];
  const current = windows.find((w) => w.days === days) ?? windows[0];

  return (
    <Paper component="section" variant="outlined" aria-labelledby="time-to-therapy-title" data-testid="time-to-therapy-panel" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography id="time-to-therapy-title" variant="h6" component="h2">{t('dashboard.timeToTherapy.title')}</Typography>
          {windows.length > 0 && (
            <ToggleButtonGroup size="small" exclusive value={current?.days ?? null} aria-label={t('dashboard.timeToTherapy.window')}
              onChange={(_, value: number | null) => { if (value !== null) setDays(value); }}>
              {windows.map((w) => (
                <ToggleButton key={w.days} value={w.days} data-testid={`time-to-therapy-window-${w.days}`}>
                  {t('dashboard.timeToTherapy.windowDays', { days: w.days })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">{t('dashboard.timeToTherapy.intro')}</Typography>
        {query.isPending && <CircularProgress aria-label={t('common.loading')} sx={{ alignSelf: 'center' }} />}
        {query.isError && <Alert severity="error">{t('dashboard.timeToTherapy.loadFailed')}</Alert>}
        {current && (current.rows.length === 0
          ? <Typography variant="body2">{t('dashboard.timeToTherapy.empty')}</Typography>
          : (
            <>
              <TimeToTherapyChart rows={current.rows} days={current.days} />
              <TimeToTherapyTable rows={current.rows} days={current.days} />
            </>
          ))}
        {query.data && (
          <>
            <Typography variant="subtitle1" component="h3">{t('dashboard.timeToTherapy.waitingTitle')}</Typography>
            <WaitingRequestsTable waiting={query.data.waiting} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
