import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Followup } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useDeleteFollowup } from '../api/delete-followup.ts';
import { getFollowupsPage } from '../api/get-followups-page.ts';
import { followupKeys } from '../api/keys.ts';

/** /followups: the current programme's follow-ups. */
export function FollowupsListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeleteFollowup();
  const columns = useMemo<DataTableColumn<Followup>[]>(() => [
    { key: 'name', header: t('followups.name'), sortable: true },
    { key: 'slug', header: t('followups.slug'), sortable: true, render: (f) => f.slug ?? '' },
    { key: 'frequency', header: t('followups.frequency'), render: (f) => (f.frequency ? t(`followups.frequencies.${f.frequency}`) : '') },
    {
      key: 'active', header: t('followups.status'), sortable: true,
      render: (f) => <Chip size="small" color={f.active ? 'success' : 'default'} label={t(f.active ? 'common.active' : 'common.inactive')} />,
    },
  ], [t]);
  return (
    <CrudListPage<Followup>
      title={t('followups.title')}
      columns={columns}
      queryKey={followupKeys.list(programId)}
      fetchPage={(q, signal) => getFollowupsPage(programId, q, signal)}
      addHref={routeHref('followupsRegister')}
      editHref={(f) => routeHref('followupEdit', { id: f.id })}
      viewHref={(f) => routeHref('followupView', { id: f.id })}
      remove={{
        run: (f) => remove.mutateAsync(f.id), successKey: 'msg.successToRemoveFollowup', failureKey: 'err.failedToRemoveFollowup',
        warningCodes: ['followupIsLinkedToOtherEntitie', 'followupNotFound'],
      }}
      testId="followups-table"
    />
  );
}
