import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { TimeToTherapy } from '@portal/domain';
import { formatHours } from './format-hours.ts';

type Row = TimeToTherapy['windows'][number]['rows'][number];

const BAR_HEIGHT = 14;
const KEY_HEIGHT = 18;

/**
 * Two layouts of one drawing. Wide: the type's name left of its bars. On a phone the viewBox is as
 * wide as the screen's box (so 12 px text stays 12 px at 390 px, not 6), the name sits on its own
 * line above the bars and the legend takes two lines.
 */
const LAYOUTS = {
  wide: { width: 640, labelWidth: 190, valueWidth: 70, nameRow: 0, legendHeight: 28, legendStep: { x: 170, y: 0 } },
  phone: { width: 340, labelWidth: 0, valueWidth: 56, nameRow: 16, legendHeight: 44, legendStep: { x: 0, y: 18 } },
} as const;

/**
 * The time-to-therapy chart, drawn as plain SVG (docs/decisions/0014-time-to-therapy-chart.md):
 * per procedure type one bar for the median hours to approval and one to conclusion, each with a
 * whisker out to the 90th percentile. The same numbers are in the table that follows it.
 */
export function TimeToTherapyChart({ rows, days }: { rows: readonly Row[]; days: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { palette } = theme;
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { width: WIDTH, labelWidth: LABEL_WIDTH, valueWidth: VALUE_WIDTH, nameRow, legendHeight: LEGEND_HEIGHT, legendStep } = LAYOUTS[phone ? 'phone' : 'wide'];
  const ROW_HEIGHT = nameRow + 2 * BAR_HEIGHT + 22;
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
        <g key={s.key} transform={`translate(${LABEL_WIDTH + i * legendStep.x}, ${6 + i * legendStep.y})`}>
          <rect width={12} height={12} fill={s.color} rx={2} />
          <text x={18} y={10} fill={palette.text.primary}>{s.label}</text>
        </g>
      ))}
      <text x={LABEL_WIDTH} y={LEGEND_HEIGHT + 2} fill={palette.text.secondary}>{t('dashboard.timeToTherapy.chartKey')}</text>
      {rows.map((row, index) => {
        const top = LEGEND_HEIGHT + KEY_HEIGHT + index * ROW_HEIGHT;
        return (
          <g key={row.type} transform={`translate(0, ${top})`}>
            <text x={0} y={phone ? 12 : BAR_HEIGHT + 4} fill={palette.text.primary} fontWeight={phone ? 600 : undefined}>{t(`procedureType.${row.type}`)}</text>
            {series.map((s, i) => {
              const stats = row[s.key];
              const y = nameRow + i * (BAR_HEIGHT + 4);
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
