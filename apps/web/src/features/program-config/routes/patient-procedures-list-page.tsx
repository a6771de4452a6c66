import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PatientProcedureRow } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn, DataTableFilter } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { configKeys } from '../api/keys.ts';
import { getPatientProceduresPage, useDeletePatientProcedure } from '../api/patient-procedures.ts';
import { useProgramProducts } from '../api/pickers.ts';

/** /patient-procedures: the procedures each product of the programme offers. */
export function PatientProceduresListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeletePatientProcedure();
  const products = useProgramProducts(programId);
  const columns = useMemo<DataTableColumn<PatientProcedureRow>[]>(() => [
    { key: 'name', header: t('patientProcedures.name') },
    { key: 'product', header: t('patientProcedures.product'), render: (p) => p.product.name },
  ], [t]);
  const filters = useMemo<DataTableFilter[]>(() => [{
    key: 'productId', label: t('patientProcedures.productFilter'), minWidth: 220,
    options: (products.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  }], [products.data, t]);
  return (
    <CrudListPage<PatientProcedureRow>
      title={t('patientProcedures.title')} columns={columns} filters={filters}
      queryKey={[...configKeys.patientProcedures, 'list', programId]}
      fetchPage={(q, signal) => getPatientProceduresPage(programId, q, signal)}
      addHref={routeHref('patientProceduresRegister')}
      editHref={(p) => routeHref('patientProcedureEdit', { id: p.id })}
      remove={{
        run: (p) => remove.mutateAsync(p.id), successKey: 'msg.successToRemovePatientProcedure', failureKey: 'err.failedToRemovePatientProcedure',
        warningCodes: ['patientProcedureIsLinkedToOtherEntitie', 'patientProcedureConfigNotFound'],
      }}
      testId="patient-procedures-table"
    />
  );
}
