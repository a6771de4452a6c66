import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UserGroupPermission } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteGroupPermission } from '../api/delete-group-permission.ts';
import { useGroupPermissions } from '../api/get-group-permissions.ts';
import { PermissionDialog } from '../components/permission-dialog.tsx';

/** /user-groups/:id/permissions: type, group and item of each permission, titled with the group name. */
export function UserGroupPermissionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userGroupId = Number(useParams().id);
  const { program } = useCurrentProgram();
  const permissions = useGroupPermissions(userGroupId);
  const remove = useDeleteGroupPermission(userGroupId);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (permissions.isError) {
      toast(t('err.failedToLoadUserGroupPermissions'), 'error');
      void navigate(-1);
    }
  }, [permissions.isError, navigate, t]);

  const columns = useMemo<DataTableColumn<UserGroupPermission>[]>(() => [
    { key: 'type', header: t('userGroups.permissionType'), render: (p) => (p.type ? t(`permissionType.${p.type}`) : t('userGroups.allModules')) },
    { key: 'group', header: t('userGroups.group'), render: (p) => p.group?.name ?? t('userGroups.anyOption') },
    { key: 'item', header: t('userGroups.item'), render: (p) => p.item?.name ?? t('userGroups.anyOption') },
  ], [t]);

  const onRemove = async (p: UserGroupPermission) => {
    try {
      await remove.mutateAsync({ userGroupId, id: p.id });
      toast(t('msg.successToDeleteUserGroupPermission'), 'success');
    } catch {
      toast(t('err.failedToDeleteUserGroupPermission'), 'error');
    }
  };

  const group = permissions.data?.userGroup;
  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h5" component="h1">{t('userGroups.permissionsTitle', { name: group?.name ?? '' })}</Typography>
        <Button component={Link} to={routeHref('userGroups')}>{t('common.back')}</Button>
      </Stack>
      <DataTable<UserGroupPermission>
        label={t('userGroups.permissions')}
        columns={columns}
        getRowId={(p) => p.id}
        rows={permissions.data?.permissions}
        onAdd={() => setAdding(true)}
        addLabel={t('userGroups.addPermission')}
        remove={{ onConfirm: onRemove, message: () => t('userGroups.confirmRemovePermission') }}
        testId="permissions-table"
      />
      {adding && group && (
        <PermissionDialog userGroupId={userGroupId} programId={group.programId} programName={program?.name ?? ''} onClose={() => setAdding(false)} />
      )}
    </Stack>
  );
}
