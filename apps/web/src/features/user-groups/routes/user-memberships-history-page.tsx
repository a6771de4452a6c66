import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useUserMembershipHistory } from '../api/get-user-memberships.ts';
import { MembershipsTable } from '../components/memberships-table.tsx';

/** /users/:id/user-groups/history: every membership the user had, read-only. */
export function UserMembershipsHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().id);
  const history = useUserMembershipHistory(userId);

  useEffect(() => {
    if (history.isError) {
      toast(t('err.failedToLoadUserUserGroups'), 'error');
      void navigate(-1);
    }
  }, [history.isError, navigate, t]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h5" component="h1">{t('userGroups.historyTitle')}</Typography>
        <Button component={Link} to={routeHref('userUserGroups', { id: userId })}>{t('common.back')}</Button>
      </Stack>
      <MembershipsTable rows={history.data} testId="memberships-history-table" />
    </Stack>
  );
}
