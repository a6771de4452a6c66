import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, type AuditEntry } from '@portal/domain';

function Json({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>{title}</Typography>
      <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 400, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value == null ? t('audit.empty') : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** The before and after values of one audit entry. */
export function AuditDetailsDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="audit-details-title" data-testid="audit-details">
      <DialogTitle id="audit-details-title">
        {`${t('audit.details')}: ${entry.action} · ${formatDate(entry.at)} ${formatTime(entry.at)}`}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {`${t('audit.entity')}: ${entry.entity} ${entry.entityId ?? ''} · ${t('audit.ip')}: ${entry.ip ?? '—'}`}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}><Json title={t('audit.before')} value={entry.before} /></Grid>
          <Grid size={{ xs: 12, md: 6 }}><Json title={t('audit.after')} value={entry.after} /></Grid>
        </Grid>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('common.close')}</Button></DialogActions>
    </Dialog>
  );
}
