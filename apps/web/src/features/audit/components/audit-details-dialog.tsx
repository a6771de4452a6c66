import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatProgrammeDateTime, type AuditEntry } from '@portal/domain';
import { auditActionLabel, auditEntityLabel, auditFieldLabel, auditValueText, flatten } from './audit-labels.ts';

/** Every field the entry's before or after holds, in first-seen order, with both values. */
function rowsOf(entry: AuditEntry) {
  const before = new Map(flatten(entry.before));
  const after = new Map(flatten(entry.after));
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths.map((path) => ({ path, before: before.get(path), after: after.get(path), changed: JSON.stringify(before.get(path)) !== JSON.stringify(after.get(path)) }));
}

/** One audit entry: who, what, when, from where, and its fields before and after as labelled rows. */
export function AuditDetailsDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const rows = rowsOf(entry);
  const hasBefore = entry.before != null;
  const hasAfter = entry.after != null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="audit-details-title" data-testid="audit-details">
      <DialogTitle id="audit-details-title">
        {`${auditActionLabel(t, entry.action)} · ${formatProgrammeDateTime(entry.at)}`}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {`${t('audit.entity')}: ${auditEntityLabel(t, entry.entity)} ${entry.entityId ?? ''} · ${t('audit.actor')}: ${entry.actorName ?? t('audit.system')} · ${t('audit.ip')}: ${entry.ip ?? '—'}`}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2">{t('audit.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('audit.details')} data-testid="audit-details-fields">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t('audit.field')}</TableCell>
                {hasBefore && <TableCell component="th" scope="col">{t('audit.before')}</TableCell>}
                {hasAfter && <TableCell component="th" scope="col">{t('audit.after')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.path} selected={hasBefore && hasAfter && row.changed} data-testid="audit-details-field">
                  <TableCell component="th" scope="row">{auditFieldLabel(t, i18n, row.path)}</TableCell>
                  {hasBefore && <TableCell sx={{ wordBreak: 'break-word' }}>{auditValueText(t, row.before)}</TableCell>}
                  {hasAfter && <TableCell sx={{ wordBreak: 'break-word' }}>{auditValueText(t, row.after)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('common.close')}</Button></DialogActions>
    </Dialog>
  );
}
