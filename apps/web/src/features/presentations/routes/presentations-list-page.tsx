import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatNumber, type Presentation } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useDeletePresentation } from '../api/delete-presentation.ts';
import { getPresentationsPage } from '../api/get-presentations-page.ts';
import { presentationKeys } from '../api/keys.ts';

/** /presentations: the current programme's presentations; discount shown with a percent sign. */
export function PresentationsListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeletePresentation();
  const columns = useMemo<DataTableColumn<Presentation>[]>(() => [
    { key: 'name', header: t('presentations.name'), sortable: true },
    { key: 'product', header: t('presentations.product'), sortable: true, render: (p) => p.product.name },
    { key: 'ean', header: t('presentations.ean'), sortable: true, render: (p) => p.ean ?? '' },
    { key: 'discount', header: t('presentations.discount'), sortable: true, align: 'right', render: (p) => `${formatNumber(p.discount)}%` },
  ], [t]);
  return (
    <CrudListPage<Presentation>
      title={t('presentations.title')}
      columns={columns}
      queryKey={presentationKeys.list(programId)}
      fetchPage={(q, signal) => getPresentationsPage(programId, q, signal)}
      addHref={routeHref('presentationsRegister')}
      editHref={(p) => routeHref('presentationEdit', { id: p.id })}
      viewHref={(p) => routeHref('presentationView', { id: p.id })}
      remove={{
        run: (p) => remove.mutateAsync(p.id), successKey: 'msg.successToRemovePresentation', failureKey: 'err.failedToRemovePresentation',
        warningCodes: ['presentationIsLinkedToOtherEntitie', 'presentationNotFound'],
      }}
      testId="presentations-table"
    />
  );
}
