import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UserGroupUser } from '@portal/domain';
import { routeHref } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteUserMembership } from '../api/delete-user-membership.ts';
import { useUserMemberships } from '../api/get-user-memberships.ts';
import { MembershipDialog } from '../components/membership-dialog.tsx';
import { MembershipsTable } from '../components/memberships-table.tsx';

/** /users/:id/user-groups: the user's groups; add, change or remove (go back when it cannot load). */
export function UserMembershipsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().id);
  const { user } = useSession();
  const memberships = useUserMemberships(userId);
  const remove = useDeleteUserMembership(userId);
  const [dialog, setDialog] = useState<{ membership: UserGroupUser | undefined } | null>(null);

  useEffect(() => {
    if (memberships.isError) {
      toast(t('err.failedToLoadUserUserGroups'), 'error');
      void navigate(-1);
    }
  }, [memberships.isError, navigate, t]);

  const onRemove = async (m: UserGroupUser) => {
    try {
      await remove.mutateAsync({ userGroupId: m.userGroupId, id: m.id });
      toast(t('msg.successToDeleteUserUserGroup'), 'success');
    } catch (e) {
      toast(t(e instanceof ApiError && e.code === 'userCannotBeManaged' ? 'err.userCannotBeManaged' : 'err.failedToDeleteUserUserGroup'), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h5" component="h1">{t('userGroups.membershipsTitle')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={routeHref('users')}>{t('common.back')}</Button>
          <Button component={Link} to={routeHref('userUserGroupsHistory', { id: userId })} startIcon={<History />} data-testid="memberships-history">
            {t('userGroups.history')}
          </Button>
        </Stack>
      </Stack>
      <MembershipsTable
        rows={memberships.data}
        onAdd={() => setDialog({ membership: undefined })}
        onEdit={(m) => setDialog({ membership: m })}
        remove={{ onConfirm: onRemove, message: (m) => t('userGroups.confirmRemoveMembership', { name: m.userGroup.name }) }}
        testId="memberships-table"
      />
      {dialog && user && (
        <MembershipDialog userId={userId} programId={user.programId} membership={dialog.membership} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
