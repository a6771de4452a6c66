import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatCpf, formatDate, type ProcedureRow } from '@portal/domain';
import type { DataTableColumn } from '@/components/data-table/index.ts';
import type { ListColumn, ProcedureListConfig } from '../list-config.ts';
import { decisionText } from './decision-text.ts';
import { ProcedureStatusChip } from './procedure-status-chip.tsx';
import { RequesterCell } from './requester-council.tsx';

const crmUf = (r: ProcedureRow) => (r.requester?.crm ? `${r.requester.crm}/${r.requester.uf ?? ''}` : '');

/**
 * The columns of a request list (spec §3 request rows): date, the type's own columns, code and
 * status; a doctor sees the patient's name and CPF, everyone else the requester with CRM/UF (§6)
 * and the registration badge when the council no longer holds it active (decision 0060).
 */
export function useProcedureColumns(config: Pick<ProcedureListConfig, 'columns' | 'itemsLabel'>, viewerIsDoctor: boolean): DataTableColumn<ProcedureRow>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const own: Record<ListColumn, DataTableColumn<ProcedureRow>> = {
      product: { key: 'product', header: t('procedures.product') },
      presentation: { key: 'presentation', header: t('procedures.presentation') },
      patientProcedure: { key: 'patientProcedure', header: t('procedures.patientProcedure') },
      examGroup: { key: 'examGroup', header: t('procedures.examGroup') },
      followup: { key: 'followup', header: t('procedures.followup') },
      items: { key: 'items', header: t(config.itemsLabel ?? 'procedures.items'), render: (r) => r.items.join(', ') },
      approvedBy: { key: 'approvedBy', header: t('procedureDecision.decision'), render: (r) => decisionText(t, r) ?? '' },
      approvedAt: { key: 'approvedAt', header: t('procedureDecision.decidedAt'), render: (r) => formatDate(r.approvedAt) },
    };
    const person: DataTableColumn<ProcedureRow>[] = viewerIsDoctor
      ? [
        { key: 'patient', header: t('procedures.patient'), render: (r) => (r.patient ? r.patient.name ?? t('procedures.patientWithoutName') : '') },
        { key: 'cpf', header: t('procedures.cpf'), render: (r) => formatCpf(r.patient?.cpf) },
      ]
      : [
        { key: 'requester', header: t('procedures.requester'), render: (r) => <RequesterCell row={r} /> },
        { key: 'crmUf', header: t('procedures.crmUf'), render: crmUf },
      ];
    return [
      { key: 'createdAt', header: t('procedures.createdAt'), sortable: true, render: (r) => formatDate(r.createdAt) },
      ...person,
      ...config.columns.filter((c) => c !== 'approvedBy' && c !== 'approvedAt').map((c) => own[c]),
      { key: 'code', header: t('procedures.code'), sortable: true },
      { key: 'status', header: t('procedures.status'), sortable: true, render: (r) => <ProcedureStatusChip status={r.status} /> },
      ...config.columns.filter((c) => c === 'approvedBy' || c === 'approvedAt').map((c) => own[c]),
    ];
  }, [t, config.columns, config.itemsLabel, viewerIsDoctor]);
}
