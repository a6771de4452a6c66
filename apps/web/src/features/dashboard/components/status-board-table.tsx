import { memo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CountLink } from './count-link.tsx';
import { BOARD_STATUSES, type TypeCounts } from './status-counts.ts';

/** The board as a table: a row per type, a column per status and the total; each count a link. */
export const StatusBoardTable = memo(function StatusBoardTable({ entries }: { entries: readonly TypeCounts[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('dashboardStatus.caption')}>
      <Table size="small" data-testid="status-board-table">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('dashboardStatus.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('dashboardStatus.type')}</TableCell>
            {BOARD_STATUSES.map((s) => <TableCell key={s} scope="col" align="right">{t(`status.${s}`)}</TableCell>)}
            <TableCell scope="col" align="right">{t('dashboardStatus.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.type}>
              <TableCell component="th" scope="row">{t(`dashboardStatus.types.${entry.type}`)}</TableCell>
              {BOARD_STATUSES.map((s) => (
                <TableCell key={s} align="right"><CountLink entry={entry} status={s} count={entry.byStatus.get(s) ?? 0} /></TableCell>
              ))}
              <TableCell align="right"><CountLink entry={entry} count={entry.total} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
