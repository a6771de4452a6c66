import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatProgrammeDateTime, type UserGroupUser } from '@portal/domain';
import { DataTable, type ConfirmAction, type DataTableColumn } from '@/components/data-table/index.ts';

export interface MembershipsTableProps {
  rows: UserGroupUser[] | undefined;
  onAdd?: () => void;
  onEdit?: (row: UserGroupUser) => void;
  remove?: ConfirmAction<UserGroupUser>;
  testId: string;
}

/** Date, user group, manager, executor and status of a user's memberships. */
export function MembershipsTable({ rows, onAdd, onEdit, remove, testId }: MembershipsTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<DataTableColumn<UserGroupUser>[]>(() => [
    { key: 'createdAt', header: t('userGroups.date'), render: (m) => formatProgrammeDateTime(m.createdAt) },
    { key: 'userGroup', header: t('userGroups.userGroup'), render: (m) => m.userGroup.name },
    { key: 'manager', header: t('userGroups.manager'), render: (m) => m.manager?.name ?? '—' },
    { key: 'createdBy', header: t('userGroups.executor'), render: (m) => m.createdBy?.name ?? '—' },
    {
      key: 'active', header: t('userGroups.status'),
      render: (m) => <Chip size="small" color={m.active ? 'success' : 'default'} label={t(m.active ? 'userGroups.active' : 'userGroups.inactive')} />,
    },
  ], [t]);
  return (
    <DataTable<UserGroupUser>
      columns={columns}
      getRowId={(m) => m.id}
      rows={rows}
      label={t('userGroups.membershipsTitle')}
      {...(onAdd ? { onAdd, addLabel: t('userGroups.addMembership') } : {})}
      {...(onEdit ? { edit: { onClick: onEdit } } : {})}
      {...(remove ? { remove } : {})}
      testId={testId}
    />
  );
}
