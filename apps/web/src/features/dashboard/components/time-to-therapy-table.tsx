import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { TimeToTherapy } from '@portal/domain';
import { formatHours } from './format-hours.ts';
import { phoneCards } from './phone-cards.ts';

type Row = TimeToTherapy['windows'][number]['rows'][number];
const SERIES = ['toApproval', 'toConclusion'] as const;

/** The chart's numbers as a table (caption, column groups, row headers), for screen readers and for reading exact values. */
export function TimeToTherapyTable({ rows, days }: { rows: readonly Row[]; days: number }) {
  const { t } = useTranslation();
  return (
    // Wider than a phone: the box scrolls sideways, so it takes the keyboard focus to be scrolled.
    <TableContainer tabIndex={0} role="region" aria-label={t('dashboard.timeToTherapy.tableCaption', { days })}>
      <Table size="small" data-testid="time-to-therapy-table" sx={phoneCards}>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('dashboard.timeToTherapy.tableCaption', { days })}</caption>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} scope="col">{t('dashboard.timeToTherapy.type')}</TableCell>
            {SERIES.map((s) => <TableCell key={s} colSpan={3} scope="colgroup" align="center">{t(`dashboard.timeToTherapy.${s}`)}</TableCell>)}
          </TableRow>
          <TableRow>
            {SERIES.flatMap((s) => [
              <TableCell key={`${s}-count`} scope="col" align="right">{t('dashboard.timeToTherapy.count')}</TableCell>,
              <TableCell key={`${s}-median`} scope="col" align="right">{t('dashboard.timeToTherapy.median')}</TableCell>,
              <TableCell key={`${s}-p90`} scope="col" align="right">{t('dashboard.timeToTherapy.p90')}</TableCell>,
            ])}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.type} data-testid={`time-to-therapy-row-${row.type}`}>
              <TableCell component="th" scope="row">{t(`procedureType.${row.type}`)}</TableCell>
              {SERIES.flatMap((s) => {
                const label = (column: string) => `${t(`dashboard.timeToTherapy.${s}`)} · ${t(`dashboard.timeToTherapy.${column}`)}`;
                return [
                  <TableCell key={`${s}-count`} align="right" data-label={label('count')}>{row[s].count}</TableCell>,
                  <TableCell key={`${s}-median`} align="right" data-label={label('median')}>{formatHours(t, row[s].medianHours)}</TableCell>,
                  <TableCell key={`${s}-p90`} align="right" data-label={label('p90')}>{formatHours(t, row[s].p90Hours)}</TableCell>,
                ];
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
