import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Institution } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { getInstitutionsPage, useDeleteInstitution } from '../api/institutions.ts';
import { configKeys } from '../api/keys.ts';

/** /institutions: the programme's institutions (laboratories) and the agreement template each offers. */
export function InstitutionsListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeleteInstitution();
  const columns = useMemo<DataTableColumn<Institution>[]>(() => [
    { key: 'name', header: t('institutions.name') },
    { key: 'filePath', header: t('institutions.filePath') },
  ], [t]);
  return (
    <CrudListPage<Institution>
      title={t('institutions.title')} columns={columns}
      queryKey={[...configKeys.institutions, 'list', programId]}
      fetchPage={(q, signal) => getInstitutionsPage(programId, q, signal)}
      addHref={routeHref('institutionsRegister')}
      editHref={(i) => routeHref('institutionEdit', { id: i.id })}
      remove={{
        run: (i) => remove.mutateAsync(i.id), successKey: 'msg.successToRemoveInstitution', failureKey: 'err.failedToRemoveInstitution',
        warningCodes: ['institutionIsLinkedToOtherEntitie', 'institutionNotFound'],
      }}
      testId="institutions-table"
    />
  );
}
