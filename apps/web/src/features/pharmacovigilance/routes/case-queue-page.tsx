import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { e2bBatchHref, useCaseQueue } from '../api/pv-api.ts';
import { AckUpload, MeddraUpload } from '../components/uploads.tsx';

const br = (iso: string) => iso.split('-').reverse().join('/');

/** /pharmacovigilance/cases: the programme's cases, overdue first, with the MedDRA and acknowledgement uploads. */
export function CaseQueuePage() {
  const { t } = useTranslation();
  const { program } = useCurrentProgram();
  const queue = useCaseQueue(program?.id);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Typography variant="h5" component="h1">{t('pvCases.queueTitle')}</Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button variant="outlined" href={e2bBatchHref(program?.id)} download data-testid="pv-export-batch">{t('pvCases.exportBatch')}</Button>
          <AckUpload />
        </Stack>
      </Stack>
      {queue.isPending && <CircularProgress aria-label={t('pvCases.queueTitle')} />}
      {queue.isError && <Alert severity="error">{t('err.failedToLoadPvCases')}</Alert>}
      {queue.data?.length === 0 && <Alert severity="info">{t('pvCases.empty')}</Alert>}
      {queue.data && queue.data.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="pv-case-queue">
            <TableHead>
              <TableRow>
                <TableCell>{t('pvCases.protocol')}</TableCell>
                <TableCell>{t('pvCases.state')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('pvCases.product')}</TableCell>
                <TableCell>{t('pvCases.serious')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('pvCases.dayZero')}</TableCell>
                <TableCell>{t('pvCases.dueDate')}</TableCell>
                <TableCell>{t('pvCases.daysLeft')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {queue.data.map((c) => (
                <TableRow key={c.protocol} hover data-testid={`pv-case-${c.protocol}`}>
                  <TableCell>
                    <Link component={RouterLink} to={routeHref('pharmacovigilanceCase', { protocol: c.protocol })} aria-label={t('pvCases.open', { protocol: c.protocol })}>
                      {c.protocol}
                    </Link>
                  </TableCell>
                  <TableCell><Chip size="small" label={t(`pvCases.states.${c.state}`)} color={c.state === 'REJECTED' ? 'error' : c.state === 'ACCEPTED' ? 'success' : 'default'} /></TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{c.productName}</TableCell>
                  <TableCell>{t(c.serious ? 'pvCases.yes' : 'pvCases.no')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{br(c.dayZero)}</TableCell>
                  <TableCell>{br(c.dueDate)}</TableCell>
                  <TableCell>
                    {c.overdue ? <Chip size="small" color="error" label={t('pvCases.overdue', { days: -c.daysLeft })} /> : c.daysLeft}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <MeddraUpload />
    </Stack>
  );
}
