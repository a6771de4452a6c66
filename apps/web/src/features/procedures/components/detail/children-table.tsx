import { useMemo } from 'react';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PROGRESS_STEPS, type ProcedureChild, type ProgressStep } from '@portal/domain';
import { DataTable, type DataTableColumn, type RowAction, type RowId } from '@/components/data-table/index.ts';
import { ProcedureStatusChip } from '../procedure-status-chip.tsx';

const STEP_ICONS: Record<ProgressStep, ReactNode> = {
  SCHEDULE: <EventOutlined />, COLLECT: <ScienceOutlined />, RECEIVE: <MoveToInboxOutlined />, CONCLUDE: <TaskAltOutlined />, CANCEL: <CancelOutlined />,
};

export interface ChildrenTableProps {
  rows: readonly ProcedureChild[];
  /** Checkboxes per child, while the viewer may approve (spec §4). */
  selection?: { selectedIds: readonly RowId[]; onChange: (ids: RowId[]) => void };
  /** The admin's step buttons, each shown where the child's `allowedSteps` has it. */
  onStep?: (child: ProcedureChild, step: ProgressStep) => void;
  urlPrefix: string;
  testId: string;
}

/** The children of one tab (exams, supplies or aids) with status, sub-status and voucher. */
export function ChildrenTable({ rows, selection, onStep, urlPrefix, testId }: ChildrenTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<DataTableColumn<ProcedureChild>[]>(() => [
    { key: 'name', header: t('procedures.name') },
    { key: 'code', header: t('procedures.code') },
    { key: 'institution', header: t('procedures.institution') },
    { key: 'status', header: t('procedures.status'), render: (c) => <ProcedureStatusChip status={c.status} testId="child-status" /> },
    { key: 'subStatus', header: t('procedures.subStatus'), render: (c) => (c.subStatus ? t(`examSubStatus.${c.subStatus}`) : '') },
    { key: 'paidByVoucher', header: t('procedures.voucher'), render: (c) => t(c.paidByVoucher ? 'common.yes' : 'common.no') },
    { key: 'reason', header: t('procedures.reason') },
  ], [t]);
  const actions = useMemo<RowAction<ProcedureChild>[]>(() => (onStep
    ? PROGRESS_STEPS.map((step) => ({
      key: `step-${step}`, label: t(`procedures.step.${step}`), icon: STEP_ICONS[step],
      visible: (c: ProcedureChild) => c.allowedSteps.includes(step), onClick: (c: ProcedureChild) => onStep(c, step),
    }))
    : []), [onStep, t]);
  return (
    <DataTable<ProcedureChild>
      label={t('procedures.tabsLabel')}
      columns={columns}
      rows={rows}
      getRowId={(c) => c.id}
      selectedIds={selection?.selectedIds}
      onSelectionChange={selection?.onChange}
      extraActions={actions}
      emptyText={t('procedures.noChildren')}
      urlPrefix={urlPrefix}
      testId={testId}
    />
  );
}
