import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { patientProcedureFormSchema, type PatientProcedureRow } from '@portal/domain';
import { CrudFormCard, FormSelect, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { usePatientProcedure, useSavePatientProcedure } from '../api/patient-procedures.ts';
import { useProgramProducts } from '../api/pickers.ts';
import { FieldConfigsSection } from '../components/field-configs-section.tsx';

/** /patient-procedures/register and /patient-procedures/:id/edit: product and name, then the fields its request asks for. */
export function PatientProcedureFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = usePatientProcedure(id);
  const products = useProgramProducts(programId);
  const save = useSavePatientProcedure();
  const toValues = useCallback((p: PatientProcedureRow) => ({ productId: p.productId, name: p.name }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: patientProcedureFormSchema, defaults: { productId: '', name: '' },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('patientProcedures'),
    keys: {
      created: 'msg.successToRegisterPatientProcedure', updated: 'msg.successToUpdatePatientProcedure',
      failedToSave: 'err.failedToRegisterPatientProcedure', failedToLoad: 'err.failedToLoadPatientProcedure',
    },
  });
  const productOptions = useMemo(() => (products.data ?? []).map((p) => ({ value: p.id, label: p.name })), [products.data]);
  return (
    <Stack spacing={2}>
      <CrudFormCard nav={nav} listTitle={t('patientProcedures.title')} title={t(id === undefined ? 'patientProcedures.registerTitle' : 'patientProcedures.editTitle')} onSubmit={() => void submit()}
        onCancel={cancel} busy={busy} loading={query.isFetching} testId="patient-procedure-form">
        <FormSelect control={form.control} name="productId" label={t('patientProcedures.product')} required options={productOptions} />
        <FormText control={form.control} name="name" label={t('patientProcedures.name')} required maxLength={150} />
      </CrudFormCard>
      {id === undefined || !query.data
        ? <Alert severity="info" sx={{ maxWidth: 880 }}>{t('patientProcedures.saveFirst')}</Alert>
        : <FieldConfigsSection group={{ groupType: 'PATIENT_PROCEDURE', groupId: id }} />}
    </Stack>
  );
}
