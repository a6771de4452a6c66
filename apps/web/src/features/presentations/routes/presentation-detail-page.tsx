import { useTranslation } from '@/lib/i18n/index.ts';
import { formatNumber } from '@portal/domain';
import { CrudDetailCard, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { usePresentation } from '../api/get-presentation.ts';

/** /presentations/:id: a presentation read-only, with breadcrumbs back to the list. */
export function PresentationDetailPage() {
  const { t } = useTranslation();
  const id = useEditedId() ?? 0;
  const query = usePresentation(id, useSession().user?.programId ?? 0);
  const p = query.data;
  return (
    <CrudDetailCard listTitle={t('presentations.title')} listHref={routeHref('presentations')} title={p?.name}
      editHref={routeHref('presentationEdit', { id })} loading={query.isFetching} failed={query.isError} testId="presentation-detail"
      fields={[
        { label: t('presentations.product'), value: p?.product.name },
        { label: t('presentations.name'), value: p?.name },
        { label: t('presentations.ean'), value: p?.ean },
        { label: t('presentations.discount'), value: p ? formatNumber(p.discount) : '' },
        { label: t('presentations.wsAcessoCode'), value: p?.wsAcessoCode },
      ]} />
  );
}
