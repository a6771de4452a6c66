import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatProgrammeDateTime } from '@portal/domain';
import { PublicLayout } from '@/components/public-layout.tsx';
import { paths } from '@/config/paths.ts';
import { useOutbox } from '../api/get-outbox.ts';

/** /dev/outbox: development-only reader of the SMS, e-mails and WhatsApp messages the portal "sent"; absent where the API has no outbox. */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  if (outbox.isError) return <Navigate to={paths.login.href()} replace />;

  return (
    <PublicLayout maxWidth="lg">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <div>
            <Typography variant="h5" component="h1">{t('devOutbox.title')}</Typography>
            <Typography color="text.secondary">{t('devOutbox.subtitle')}</Typography>
          </div>
          <Button variant="outlined" onClick={() => void outbox.refetch()}>{t('devOutbox.refresh')}</Button>
        </Stack>
        {outbox.isPending && <CircularProgress aria-label={t('common.loading')} />}
        {outbox.data?.length === 0 && <Typography>{t('devOutbox.empty')}</Typography>}
        {outbox.data && outbox.data.length > 0 && (
          <Table size="small" data-testid="outbox-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('devOutbox.createdAt')}</TableCell>
                <TableCell>{t('devOutbox.channel')}</TableCell>
                <TableCell>{t('devOutbox.destination')}</TableCell>
                <TableCell>{t('devOutbox.body')}</TableCell>
                <TableCell>{t('devOutbox.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {outbox.data.map((m) => (
                <TableRow key={m.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatProgrammeDateTime(m.createdAt)}</TableCell>
                  <TableCell><Chip size="small" label={t(`devOutbox.channel${m.channel}`)} data-testid="outbox-channel" /></TableCell>
                  <TableCell>{m.destination}</TableCell>
                  <TableCell>
                    {m.subject && <Typography variant="subtitle2">{m.subject}</Typography>}
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{m.body}</Typography>
                  </TableCell>
                  <TableCell data-testid="outbox-status">
                    {t(`devOutbox.status${m.status}`)}
                    {m.deliveryStatus && <Typography variant="body2" color="text.secondary">{t(`devOutbox.delivery${m.deliveryStatus}`)}</Typography>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </PublicLayout>
  );
}
