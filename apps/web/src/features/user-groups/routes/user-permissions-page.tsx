import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UserPermission } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useUserPermissions } from '../api/get-user-permissions.ts';

/**
 * /users/:id/permissions: the permissions a user holds, each with the group it comes from.
 * Permissions belong to groups, so "Incluir" grants one by adding the user to a group.
 */
export function UserPermissionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().id);
  const permissions = useUserPermissions(userId);

  useEffect(() => {
    if (permissions.isError) {
      toast(t('err.failedToLoadUserGroupPermissions'), 'error');
      void navigate(-1);
    }
  }, [permissions.isError, navigate, t]);

  const columns = useMemo<DataTableColumn<UserPermission>[]>(() => [
    { key: 'userGroup', header: t('userGroups.userGroup'), render: (p) => p.userGroup.name },
    { key: 'type', header: t('userGroups.permissionType'), render: (p) => (p.type ? t(`permissionType.${p.type}`) : t('userGroups.allModules')) },
    { key: 'group', header: t('userGroups.group'), render: (p) => p.group?.name ?? t('userGroups.anyOption') },
    { key: 'item', header: t('userGroups.item'), render: (p) => p.item?.name ?? t('userGroups.anyOption') },
  ], [t]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h5" component="h1">{t('userGroups.userPermissionsTitle')}</Typography>
        <Button component={Link} to={routeHref('users')}>{t('common.back')}</Button>
      </Stack>
      <Alert severity="info">{t('userGroups.userPermissionsHint')}</Alert>
      <DataTable<UserPermission>
        label={t('userGroups.userPermissions')}
        columns={columns}
        getRowId={(p) => p.id}
        rows={permissions.data}
        addHref={routeHref('userPermissionsAdd', { id: userId })}
        addLabel={t('userGroups.grantThroughGroup')}
        testId="user-permissions-table"
      />
    </Stack>
  );
}
