import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatDate, type WeeklyVolume } from '@portal/domain';
import { useWeeklyVolume } from '../api/get-weekly-volume.ts';

/** Read by screen readers, not shown: the chart already shows the numbers. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const BAR_AREA = 150;
const TOP = 18;
const AXIS = 20;

/** `yyyy-MM-dd` → `dd/MM`. */
const dayMonth = (week: string) => formatDate(week).slice(0, 5);

/**
 * The weekly volume as plain SVG, like the time-to-therapy chart (decision 0015): one bar per week
 * with its count above it. The viewBox is as wide as the screen's box (narrower on a phone, every
 * other week labelled), so its 12 px text stays 12 px at 390 px.
 */
function WeeklyChart({ weeks, phone }: { weeks: WeeklyVolume; phone: boolean }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const titleId = useId();
  const width = phone ? 340 : 640;
  const slot = width / weeks.length;
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const height = TOP + BAR_AREA + AXIS;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-labelledby={titleId} data-testid="weekly-volume-chart"
      style={{ maxWidth: width, fontFamily: 'inherit', fontSize: 12 }}>
      <title id={titleId}>{t('dashboardStatus.weekly.chartLabel')}</title>
      <line x1={0} x2={width} y1={TOP + BAR_AREA} y2={TOP + BAR_AREA} stroke={palette.divider} />
      {weeks.map((w, i) => {
        const h = (w.count / max) * BAR_AREA;
        const x = i * slot;
        return (
          <g key={w.week}>
            <rect x={x + slot * 0.15} y={TOP + BAR_AREA - h} width={slot * 0.7} height={Math.max(h, w.count ? 2 : 0)} fill={palette.primary.main} rx={2} />
            <text x={x + slot / 2} y={TOP + BAR_AREA - h - 4} textAnchor="middle" fill={palette.text.primary}>{w.count}</text>
            {(!phone || (weeks.length - 1 - i) % 2 === 0) && (
              <text x={x + slot / 2} y={height - 4} textAnchor="middle" fill={palette.text.secondary}>{dayMonth(w.week)}</text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Requests made in each of the last twelve weeks: the chart, and the same numbers as a table for screen readers. Its own chunk. */
export default function WeeklyVolumePanel({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const query = useWeeklyVolume(programId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="weekly-volume-title" data-testid="weekly-volume-panel" sx={{ p: 2 }}>
      <Typography id="weekly-volume-title" variant="h6" component="h2">{t('dashboardStatus.weekly.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('dashboardStatus.weekly.intro')}</Typography>
      {query.isError && <Alert severity="error">{t('dashboardStatus.weekly.loadFailed')}</Alert>}
      {query.isPending && <Skeleton variant="rounded" height={190} role="progressbar" aria-label={t('common.loading')} />}
      {query.data && (
        <>
          <WeeklyChart weeks={query.data} phone={phone} />
          <Box component="table" sx={visuallyHidden} data-testid="weekly-volume-table">
            <caption>{t('dashboardStatus.weekly.tableCaption')}</caption>
            <thead><tr><th scope="col">{t('dashboardStatus.weekly.week')}</th><th scope="col">{t('dashboardStatus.weekly.count')}</th></tr></thead>
            <tbody>{query.data.map((w) => <tr key={w.week}><th scope="row">{formatDate(w.week)}</th><td>{w.count}</td></tr>)}</tbody>
          </Box>
        </>
      )}
    </Paper>
  );
}
