import Alert from '@mui/material/Alert';
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
import { phoneRows } from '@/components/data-table/index.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { e2bBatchHref, useCaseQueue } from '../api/pv-api.ts';
import { AckUpload, MeddraUpload } from '../components/uploads.tsx';
import { E2bExportButton } from '../components/e2b-export-button.tsx';

const br = (iso: string) => iso.split('-').reverse().join('/');
const columns = ['protocol', 'state', 'product', 'serious', 'dayZero', 'dueDate', 'daysLeft'] as const;

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
          <E2bExportButton variant="outlined" href={e2bBatchHref(program?.id)} fileName="e2b-r3.xml" label={t('pvCases.exportBatch')} testId="pv-export-batch" />
          <AckUpload />
        </Stack>
      </Stack>
      {queue.isPending && <CircularProgress aria-label={t('pvCases.queueTitle')} />}
      {queue.isError && <Alert severity="error">{t('err.failedToLoadPvCases')}</Alert>}
      {queue.data?.length === 0 && <Alert severity="info">{t('pvCases.empty')}</Alert>}
      {queue.data && queue.data.length > 0 && (
        // On a phone the rows stack as cards like the portal's other lists: each value under its column name.
        <TableContainer sx={[{ overflowX: 'auto' }, phoneRows]}>
          <Table size="small" data-testid="pv-case-queue" aria-label={t('pvCases.queueTitle')}>
            <TableHead>
              <TableRow>
                {columns.map((c) => <TableCell key={c} sx={c === 'product' ? { display: { sm: 'none', md: 'table-cell' } } : undefined}>{t(`pvCases.${c}`)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {queue.data.map((c) => (
                <TableRow key={c.protocol} hover data-testid={`pv-case-${c.protocol}`}>
                  <TableCell data-label={t('pvCases.protocol')}>
                    <Link component={RouterLink} to={routeHref('pharmacovigilanceCase', { protocol: c.protocol })} aria-label={t('pvCases.open', { protocol: c.protocol })}>
                      {c.protocol}
                    </Link>
                  </TableCell>
                  <TableCell data-label={t('pvCases.state')}>
                    <Chip size="small" label={t(`pvCases.states.${c.state}`)} color={c.state === 'REJECTED' ? 'error' : c.state === 'ACCEPTED' ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell data-label={t('pvCases.product')} sx={{ display: { sm: 'none', md: 'table-cell' } }}>{c.productName}</TableCell>
                  <TableCell data-label={t('pvCases.serious')}>{t(c.serious ? 'pvCases.yes' : 'pvCases.no')}</TableCell>
                  <TableCell data-label={t('pvCases.dayZero')}>{br(c.dayZero)}</TableCell>
                  <TableCell data-label={t('pvCases.dueDate')}>{br(c.dueDate)}</TableCell>
                  <TableCell data-label={t('pvCases.daysLeft')}>
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
