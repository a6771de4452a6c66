import { useTranslation } from '@/lib/i18n/index.ts';
import { CrudDetailCard, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useFollowup } from '../api/get-followup.ts';

/** /followups/:id: a follow-up read-only, with breadcrumbs back to the list. */
export function FollowupDetailPage() {
  const { t } = useTranslation();
  const id = useEditedId() ?? 0;
  const query = useFollowup(id, useSession().user?.programId ?? 0);
  const f = query.data;
  return (
    <CrudDetailCard listTitle={t('followups.title')} listHref={routeHref('followups')} title={f?.name} editHref={routeHref('followupEdit', { id })}
      loading={query.isFetching} failed={query.isError} testId="followup-detail"
      fields={[
        { label: t('followups.name'), value: f?.name },
        { label: t('followups.slug'), value: f?.slug },
        { label: t('followups.frequency'), value: f ? t(f.frequency ? `followups.frequencies.${f.frequency}` : 'followups.noFrequency') : '' },
        { label: t('followups.status'), value: f ? t(f.active ? 'common.active' : 'common.inactive') : '' },
      ]} />
  );
}
