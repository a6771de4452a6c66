import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DecisionQueueRow } from '@portal/domain';
import { DataTable, type DataTableColumn, type RowId } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/auth/session.ts';
import { formatAgo } from '@/lib/format-duration.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { useDecideMany } from '../api/decide-many.ts';
import { getDecisionQueue } from '../api/get-decision-queue.ts';
import { proceduresKeys } from '../api/keys.ts';
import { BulkDecisionDialog, type BulkVerdict } from '../components/bulk-decision-dialog.tsx';
import { RejectionUndo } from '../components/rejection-undo.tsx';
import { RequesterCell } from '../components/requester-council.tsx';
import { detailKeyOf } from '../list-config.ts';

/**
 * "Aguardando minha decisão" (decision 0049): the requests the viewer may decide, oldest first,
 * each with how long it has waited; tick several and approve or reject them at once, after a
 * summary of what will be decided. A bulk rejection can be undone for a minute.
 */
export function DecisionQueuePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const [selected, setSelected] = useState<RowId[]>([]);
  const [rows, setRows] = useState<Map<RowId, DecisionQueueRow>>(new Map());
  const [verdict, setVerdict] = useState<BulkVerdict | null>(null);
  const [rejected, setRejected] = useState<{ ids: number[]; at: number } | null>(null);
  const decideMany = useDecideMany();
  const chosen = selected.map((id) => rows.get(id)).filter((r) => r !== undefined);

  const columns = useMemo<DataTableColumn<DecisionQueueRow>[]>(() => [
    { key: 'createdAt', header: t('decisionQueue.waiting'), render: (r) => <span title={r.createdAt}>{formatAgo(t, r.createdAt)}</span> },
    { key: 'type', header: t('decisionQueue.type'), render: (r) => t(`procedureType.${r.type}`) },
    { key: 'code', header: t('procedures.code') },
    { key: 'requester', header: t('procedures.requester'), width: 240, render: (r) => <RequesterCell row={r} /> },
    { key: 'crmUf', header: t('procedures.crmUf'), render: (r) => (r.requester?.crm ? `${r.requester.crm}/${r.requester.uf ?? ''}` : '') },
    { key: 'items', header: t('procedures.items'), render: (r) => r.items.join(', ') },
    {
      key: 'needsProgrammeApproval', header: '',
      render: (r) => (r.needsProgrammeApproval ? <Chip size="small" color="warning" variant="outlined" label={t('decisionQueue.programmeOnly')} /> : null),
    },
  ], [t]);

  const send = async (reason: string) => {
    if (!verdict || decideMany.isPending) return;
    const ids = chosen.map((r) => r.id);
    try {
      const result = await decideMany.mutateAsync({ status: verdict, procedureIds: ids, ...(verdict === 'REJECTED' ? { reason } : {}) });
      const count = result.decided.length;
      toast(t(verdict === 'APPROVED' ? 'decisionQueue.approved' : 'decisionQueue.rejected', { count }), 'success');
      setRejected(verdict === 'REJECTED' ? { ids, at: new Date(result.decidedAt).getTime() } : null);
      setSelected([]);
    } catch (error) {
      // A refused approval's message names the requests whose requester's registration blocks it (decision 0060).
      const why = error instanceof ApiError && error.status < 500
        && (error.code === 'requesterRegistrationInactive' ? error.message : t(`err.${error.code}`, { defaultValue: '' }));
      toast(t('decisionQueue.failed', { reason: why || t('err.generic') }), 'error');
    } finally {
      setVerdict(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('decisionQueue.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('decisionQueue.intro')}</Typography>
      {rejected && <RejectionUndo procedureIds={rejected.ids} rejectedAt={rejected.at} onDone={() => setRejected(null)} />}
      <DataTable<DecisionQueueRow>
        label={t('decisionQueue.title')}
        columns={columns}
        getRowId={(r) => r.id}
        queryKey={proceduresKeys.queue(programId)}
        fetchPage={(q, signal) => getDecisionQueue(programId, q, signal)}
        onPageData={(page) => setRows((known) => new Map([...known, ...page.data.map((r): [RowId, DecisionQueueRow] => [r.id, r])]))}
        searchable={false}
        emptyText={t('decisionQueue.empty')}
        selectedIds={selected}
        onSelectionChange={setSelected}
        view={{ href: (r) => routeHref(detailKeyOf(r.type), { id: r.id }) }}
        onError={(error) => console.error('GET /api/procedures/queue failed', error)}
        toolbarExtra={(
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={chosen.length === 0} onClick={() => setVerdict('APPROVED')} data-testid="queue-approve">
              {t('decisionQueue.approveSelected', { count: chosen.length })}
            </Button>
            <Button variant="outlined" color="error" disabled={chosen.length === 0} onClick={() => setVerdict('REJECTED')} data-testid="queue-reject">
              {t('decisionQueue.rejectSelected', { count: chosen.length })}
            </Button>
          </Stack>
        )}
        testId="decision-queue"
      />
      <BulkDecisionDialog verdict={verdict} rows={chosen} busy={decideMany.isPending} onConfirm={(reason) => void send(reason)}
        onClose={() => setVerdict(null)} />
    </Stack>
  );
}
