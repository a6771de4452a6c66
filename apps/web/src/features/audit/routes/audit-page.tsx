import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { AUDIT_ACTIONS, formatProgrammeDateTime, type AuditEntry } from '@portal/domain';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table/index.ts';
import { useAuditActors } from '../api/get-audit-actors.ts';
import { auditKeys, getAuditEntries } from '../api/get-audit-entries.ts';
import { AuditDetailsDialog } from '../components/audit-details-dialog.tsx';
import { auditActionLabel, auditEntityLabel } from '../components/audit-labels.ts';

/**
 * /audit: the audit trail, newest first or sorted by any column, filtered by author, action and
 * days; actions and entities in pt-BR, details as labelled fields (system administrators).
 */
export function AuditPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const actors = useAuditActors();
  const columns = useMemo<DataTableColumn<AuditEntry>[]>(() => [
    { key: 'at', header: t('audit.at'), sortable: true, render: (e) => formatProgrammeDateTime(e.at) },
    { key: 'actor', header: t('audit.actor'), sortable: true, render: (e) => e.actorName ?? (e.actorId === null ? t('audit.system') : `#${e.actorId}`) },
    { key: 'action', header: t('audit.action'), sortable: true, render: (e) => auditActionLabel(t, e.action) },
    { key: 'entity', header: t('audit.entity'), sortable: true, render: (e) => auditEntityLabel(t, e.entity) },
    { key: 'entityId', header: t('audit.entityId'), sortable: true },
  ], [t]);
  const filters = useMemo<DataTableFilter[]>(() => [
    {
      key: 'actorId', label: t('audit.actor'), minWidth: 220,
      options: (actors.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
    },
    {
      key: 'action', label: t('audit.action'), minWidth: 220,
      options: AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(t, action) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
    },
    { key: 'from', label: t('audit.from'), kind: 'date', options: [] },
    { key: 'to', label: t('audit.to'), kind: 'date', options: [] },
  ], [t, actors.data]);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('audit.title')}</Typography>
      <DataTable<AuditEntry>
        label={t('audit.title')}
        columns={columns}
        getRowId={(e) => e.id}
        queryKey={auditKeys.list}
        fetchPage={getAuditEntries}
        filters={filters}
        searchLabel={t('audit.searchLabel')}
        onError={(error) => console.error('GET /api/audit failed', error)}
        view={{ onClick: (e) => setOpen(e), label: t('audit.details') }}
        testId="audit-table"
      />
      {open && <AuditDetailsDialog entry={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
