import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  canManageUserType, formatPhone, manageableUserTypes, USER_STATUSES, USER_TYPES, type UserListItem, type UserStatus, type UserType,
} from '@portal/domain';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { useApproveUser } from '../api/approve-user.ts';
import { getUsers } from '../api/get-users.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { usersKeys } from '../api/keys.ts';
import { useUserStatusActions } from '../components/user-status-action.tsx';

const asUserType = (value: string | undefined): UserType | undefined =>
  (USER_TYPES as readonly string[]).includes(value ?? '') ? (value as UserType) : undefined;
const asStatus = (value: string | undefined): UserStatus | undefined =>
  (USER_STATUSES as readonly string[]).includes(value ?? '') ? (value as UserStatus) : undefined;

/** /users (spec §2 Users): paged list with a type filter limited to the types the actor manages. */
export function UsersListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const approve = useApproveUser();
  const resend = useResendInvitation();
  const actorType = user?.type ?? 'DOCTOR';
  const programId = user?.programId ?? 0;
  const status = useUserStatusActions((u) => canManageUserType(actorType, u.type) && u.id !== user?.id);

  const columns = useMemo<DataTableColumn<UserListItem>[]>(() => [
    { key: 'name', header: t('users.name'), sortable: true },
    { key: 'email', header: t('users.email'), sortable: true },
    { key: 'phone', header: t('users.phone'), render: (u) => (u.phone ? formatPhone(u.phone) : '') },
    { key: 'type', header: t('users.type'), sortable: true, render: (u) => t(`userType.${u.type}`) },
    {
      key: 'approved', header: t('users.status'), sortable: true,
      render: (u) => <Chip size="small" color={u.approved ? 'success' : 'warning'} label={u.approved ? t('users.approved') : t('users.pending')} />,
    },
    {
      key: 'active', header: t('users.activeStatus'), sortable: true,
      render: (u) => <Chip size="small" variant="outlined" color={u.active ? 'default' : 'error'} label={u.active ? t('users.active') : t('users.inactive')} />,
    },
  ], [t]);

  const filters = useMemo<DataTableFilter[]>(() => [{
    key: 'userType', label: t('users.type'), minWidth: 220,
    options: manageableUserTypes(actorType).map((type) => ({ value: type, label: t(`userType.${type}`) })),
  }, {
    key: 'status', label: t('users.activeStatus'), minWidth: 200,
    options: USER_STATUSES.map((value) => ({ value, label: t(value === 'active' ? 'users.active' : 'users.inactive') })),
  }], [t, actorType]);

  const onApprove = async (row: UserListItem) => {
    try {
      await approve.mutateAsync(row.id);
      toast(t('msg.successToApproveUser'), 'success');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      toast(t(code === 'userCannotBeManaged' ? 'err.userCannotBeManaged' : 'err.failedToApproveUser'), 'error');
    }
  };

  const onResend = async (row: UserListItem) => {
    try {
      await resend.mutateAsync(row.id);
      toast(t('msg.invitationSent'), 'success');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      toast(t(code === 'userAlreadyHasPassword' ? 'err.userAlreadyHasPassword' : 'err.generic'), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('users.title')}</Typography>
      <DataTable<UserListItem>
        label={t('users.title')}
        columns={columns}
        getRowId={(u) => u.id}
        queryKey={usersKeys.list(programId)}
        fetchPage={(q, signal) => getUsers(q, { userType: asUserType(q.filters.userType), status: asStatus(q.filters.status) }, signal)}
        filters={filters}
        searchLabel={t('users.searchLabel')}
        onError={(error) => console.error('GET /api/users failed', error)}
        addHref={routeHref('usersRegister')}
        edit={{ href: (u) => routeHref('userEdit', { id: u.id }), visible: (u) => canManageUserType(actorType, u.type) }}
        approve={{
          visible: (u) => !u.approved && canManageUserType(actorType, u.type) && u.id !== user?.id,
          message: (u) => t('users.confirmApprove', { name: u.name }),
          onConfirm: onApprove,
        }}
        extraActions={[{
          key: 'user-groups', label: t('users.userGroups'), icon: <GroupOutlined fontSize="small" />,
          href: (u) => routeHref('userUserGroups', { id: u.id }),
        }, {
          key: 'permissions', label: t('userGroups.userPermissions'), icon: <KeyOutlined fontSize="small" />,
          href: (u) => routeHref('userPermissions', { id: u.id }),
        }, {
          key: 'resend-invitation', label: t('passwordLinks.resendInvitation'), icon: <ForwardToInboxOutlined fontSize="small" />,
          visible: (u) => !u.passwordSet && canManageUserType(actorType, u.type), onClick: (u) => void onResend(u),
        }, ...status.actions]}
        testId="users-table"
      />
      {status.dialog}
    </Stack>
  );
}
