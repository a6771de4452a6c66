import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UserGroup } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteUserGroup } from '../api/delete-user-group.ts';
import { getUserGroupsPage } from '../api/get-user-groups.ts';
import { userGroupsKeys } from '../api/keys.ts';
import { ExistingMemberDialog } from '../components/existing-member-dialog.tsx';
import { UserGroupDialog } from '../components/user-group-dialog.tsx';

/**
 * /user-groups: the programme's groups with add/edit dialog, remove, a permissions action and
 * "add an existing user" (by e-mail, one of another programme included: decision 0065).
 */
export function UserGroupsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const remove = useDeleteUserGroup();
  const [dialog, setDialog] = useState<{ group: UserGroup | undefined } | null>(null);
  const [adding, setAdding] = useState<UserGroup | null>(null);

  const columns = useMemo<DataTableColumn<UserGroup>[]>(() => [
    { key: 'name', header: t('userGroups.name') },
    { key: 'defaultForNewUsers', header: t('userGroups.defaultForNewUsers'), render: (g) => t(g.defaultForNewUsers ? 'common.yes' : 'common.no') },
    { key: 'specialty', header: t('userGroups.specialty'), render: (g) => t(g.specialty ? 'common.yes' : 'common.no') },
  ], [t]);

  const onRemove = async (g: UserGroup) => {
    try {
      await remove.mutateAsync(g.id);
      toast(t('msg.successToDeleteUserGroup'), 'success');
    } catch {
      toast(t('err.failedToDeleteUserGroups'), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('userGroups.title')}</Typography>
      <DataTable<UserGroup>
        label={t('userGroups.title')}
        columns={columns}
        getRowId={(g) => g.id}
        queryKey={userGroupsKeys.paged(programId)}
        fetchPage={getUserGroupsPage}
        onError={() => toast(t('err.failedToLoadUserGroups'), 'error')}
        onAdd={() => setDialog({ group: undefined })}
        edit={{ onClick: (g) => setDialog({ group: g }) }}
        remove={{ onConfirm: onRemove, message: (g) => t('userGroups.confirmRemoveGroup', { name: g.name }) }}
        extraActions={[{
          key: 'permissions', label: t('userGroups.permissions'), icon: <LockOutlined fontSize="small" />,
          href: (g) => routeHref('userGroupPermissions', { id: g.id }),
        }, {
          key: 'add-existing-user', label: t('userGroups.addExistingUser'), icon: <PersonAddAlt1Outlined fontSize="small" />, onClick: setAdding,
        }]}
        testId="user-groups-table"
      />
      {adding && <ExistingMemberDialog group={adding} onClose={() => setAdding(null)} />}
      {dialog && <UserGroupDialog programId={programId} group={dialog.group} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
