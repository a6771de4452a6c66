import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatDate, statusColor, type TimeToTherapy } from '@portal/domain';
import { routeHref } from '@/config/paths.ts';
import { formatHours } from './format-hours.ts';
import { phoneCards } from './phone-cards.ts';

/** The ten OPEN or APPROVED requests waiting longest, each linking to its detail (`/procedures/{id}`). */
export function WaitingRequestsTable({ waiting }: { waiting: TimeToTherapy['waiting'] }) {
  const { t } = useTranslation();
  if (waiting.length === 0) return <Typography variant="body2">{t('dashboard.timeToTherapy.waitingEmpty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" data-testid="waiting-requests-table" sx={phoneCards}>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('dashboard.timeToTherapy.waitingCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('dashboard.timeToTherapy.code')}</TableCell>
            <TableCell scope="col">{t('dashboard.timeToTherapy.type')}</TableCell>
            <TableCell scope="col">{t('dashboard.timeToTherapy.status')}</TableCell>
            <TableCell scope="col">{t('dashboard.timeToTherapy.requester')}</TableCell>
            <TableCell scope="col">{t('dashboard.timeToTherapy.createdAt')}</TableCell>
            <TableCell scope="col" align="right">{t('dashboard.timeToTherapy.waiting')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {waiting.map((w) => (
            <TableRow key={w.id} data-testid={`waiting-request-${w.id}`}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={routeHref('procedureDetail', { id: w.id })} aria-label={t('dashboard.timeToTherapy.open', { code: w.code })}>
                  {w.code}
                </Link>
              </TableCell>
              <TableCell data-label={t('dashboard.timeToTherapy.type')}>{t(`procedureType.${w.type}`)}</TableCell>
              <TableCell data-label={t('dashboard.timeToTherapy.status')}><Chip size="small" label={t(`status.${w.status}`)} color={statusColor(w.status)} /></TableCell>
              <TableCell data-label={t('dashboard.timeToTherapy.requester')}>{w.requester}</TableCell>
              <TableCell data-label={t('dashboard.timeToTherapy.createdAt')}>{formatDate(w.createdAt)}</TableCell>
              <TableCell align="right" data-label={t('dashboard.timeToTherapy.waiting')}>{formatHours(t, w.waitingHours)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
