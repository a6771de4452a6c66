import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, type AuditEntry } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { auditKeys, getAuditEntries } from '../api/get-audit-entries.ts';
import { AuditDetailsDialog } from '../components/audit-details-dialog.tsx';

/** /audit: the audit trail, newest first, with before/after in a details dialog (system administrators). */
export function AuditPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const columns = useMemo<DataTableColumn<AuditEntry>[]>(() => [
    { key: 'at', header: t('audit.at'), render: (e) => `${formatDate(e.at)} ${formatTime(e.at)}` },
    { key: 'actor', header: t('audit.actor'), render: (e) => e.actorName ?? (e.actorId === null ? t('audit.system') : `#${e.actorId}`) },
    { key: 'action', header: t('audit.action') },
    { key: 'entity', header: t('audit.entity') },
    { key: 'entityId', header: t('audit.entityId') },
  ], [t]);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('audit.title')}</Typography>
      <DataTable<AuditEntry>
        label={t('audit.title')}
        columns={columns}
        getRowId={(e) => e.id}
        queryKey={auditKeys.list}
        fetchPage={getAuditEntries}
        searchLabel={t('audit.searchLabel')}
        onError={(error) => console.error('GET /api/audit failed', error)}
        view={{ onClick: (e) => setOpen(e), label: t('audit.details') }}
        testId="audit-table"
      />
      {open && <AuditDetailsDialog entry={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
