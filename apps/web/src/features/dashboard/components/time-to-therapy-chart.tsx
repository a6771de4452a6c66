import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { TimeToTherapy } from '@portal/domain';
import { formatHours } from './format-hours.ts';

type Row = TimeToTherapy['windows'][number]['rows'][number];

const WIDTH = 640;
const LABEL_WIDTH = 190;
const VALUE_WIDTH = 70;
const BAR_HEIGHT = 14;
const ROW_HEIGHT = 2 * BAR_HEIGHT + 22;
const LEGEND_HEIGHT = 28;
const KEY_HEIGHT = 18;

/**
 * The time-to-therapy chart, drawn as plain SVG (docs/decisions/0014-time-to-therapy-chart.md):
 * per procedure type one bar for the median hours to approval and one to conclusion, each with a
 * whisker out to the 90th percentile. The same numbers are in the table that follows it.
 */
export function TimeToTherapyChart({ rows, days }: { rows: readonly Row[]; days: number }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const titleId = useId();
  const series = [
    { key: 'toApproval', label: t('dashboard.timeToTherapy.toApproval'), color: palette.primary.main },
    { key: 'toConclusion', label: t('dashboard.timeToTherapy.toConclusion'), color: palette.success.main },
  ] as const;
  const max = Math.max(1, ...rows.flatMap((r) => [r.toApproval.p90Hours ?? 0, r.toConclusion.p90Hours ?? 0]));
  const plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const x = (hours: number) => LABEL_WIDTH + (hours / max) * plotWidth;
  const height = LEGEND_HEIGHT + KEY_HEIGHT + rows.length * ROW_HEIGHT;

  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={titleId} data-testid="time-to-therapy-chart"
      style={{ maxWidth: WIDTH, fontFamily: 'inherit', fontSize: 12 }}>
      <title id={titleId}>{t('dashboard.timeToTherapy.chartLabel', { days })}</title>
      {series.map((s, i) => (
        <g key={s.key} transform={`translate(${LABEL_WIDTH + i * 170}, 6)`}>
          <rect width={12} height={12} fill={s.color} rx={2} />
          <text x={18} y={10} fill={palette.text.primary}>{s.label}</text>
        </g>
      ))}
      <text x={LABEL_WIDTH} y={LEGEND_HEIGHT + 2} fill={palette.text.secondary}>{t('dashboard.timeToTherapy.chartKey')}</text>
      {rows.map((row, index) => {
        const top = LEGEND_HEIGHT + KEY_HEIGHT + index * ROW_HEIGHT;
        return (
          <g key={row.type} transform={`translate(0, ${top})`}>
            <text x={0} y={BAR_HEIGHT + 4} fill={palette.text.primary}>{t(`procedureType.${row.type}`)}</text>
            {series.map((s, i) => {
              const stats = row[s.key];
              const y = i * (BAR_HEIGHT + 4);
              if (stats.medianHours === null) {
                return <text key={s.key} x={LABEL_WIDTH} y={y + BAR_HEIGHT - 3} fill={palette.text.secondary}>{formatHours(t, null)}</text>;
              }
              const end = x(stats.medianHours);
              const p90 = x(stats.p90Hours ?? stats.medianHours);
              return (
                <g key={s.key}>
                  <rect x={LABEL_WIDTH} y={y} width={Math.max(2, end - LABEL_WIDTH)} height={BAR_HEIGHT} fill={s.color} rx={2} />
                  <line x1={end} x2={p90} y1={y + BAR_HEIGHT / 2} y2={y + BAR_HEIGHT / 2} stroke={s.color} strokeWidth={2} />
                  <line x1={p90} x2={p90} y1={y + 2} y2={y + BAR_HEIGHT - 2} stroke={s.color} strokeWidth={2} />
                  <text x={p90 + 6} y={y + BAR_HEIGHT - 3} fill={palette.text.primary}>{formatHours(t, stats.medianHours)}</text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
