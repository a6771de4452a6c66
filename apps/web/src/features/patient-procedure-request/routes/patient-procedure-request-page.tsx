import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FormSelect } from '@/components/crud/index.ts';
import { DynamicProcedureFields, emptyAnswers, shownFields } from '@/components/dynamic-fields/index.ts';
import { FormSection } from '@/components/form/form-section.tsx';
import { PatientBlock } from '@/components/request-patient/index.ts';
import { RequestSentNotice, type SentRequest } from '@/components/request-sent-notice.tsx';
import { StockChip, useInventoryAmount } from '@/components/stock-chip/index.ts';
import { DoctorProgramNotice } from '@/features/doctors/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useRequestSubmit } from '@/lib/forms/use-request-submit.ts';
import {
  useCreatePatientProcedureRequest, usePatientFieldConfigs, usePatientProcedures, useProcedureFieldConfigs, useProducts,
} from '../api/queries.ts';
import { emptyRequest, requestResolver, toRequestBody, type PatientProcedureRequestValues, type RequestRules } from '../components/request-values.ts';

const idOf = (value: number | '') => (value === '' ? undefined : value);

/** /patient-procedures/request (spec §2 "Patient-procedure request", §5, §8): product and procedure, stock, the dynamic form. */
export function PatientProcedureRequestPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId;
  const [rules, setRules] = useState<RequestRules | undefined>(undefined);
  const form = useForm<PatientProcedureRequestValues, RequestRules | undefined>({ defaultValues: emptyRequest(), resolver: requestResolver, context: rules });
  const [productId, patientProcedureId] = useWatch({ control: form.control, name: ['productId', 'patientProcedureId'] });

  const products = useProducts(programId);
  const procedures = usePatientProcedures(idOf(productId));
  const patientFields = usePatientFieldConfigs(idOf(patientProcedureId));
  const procedureFields = useProcedureFieldConfigs(idOf(patientProcedureId));
  const ready = programId !== undefined && patientProcedureId !== '' && patientFields.data && procedureFields.data;
  const next = ready ? { programId, patientFields: patientFields.data, procedureFields: procedureFields.data } : undefined;
  if (rules?.patientFields !== next?.patientFields || rules?.procedureFields !== next?.procedureFields) setRules(next);
  const failed = patientFields.isError || procedureFields.isError;

  // Choosing a product clears the procedure; choosing a procedure starts its own fields over. The
  // patient stays: the doctor is still asking for the same person.
  const chosen = useRef({ productId, patientProcedureId });
  useEffect(() => {
    if (chosen.current.productId === productId && chosen.current.patientProcedureId === patientProcedureId) return;
    const keepProcedure = chosen.current.productId === productId;
    chosen.current = { productId, patientProcedureId: keepProcedure ? patientProcedureId : '' };
    form.reset({ ...emptyRequest(productId, keepProcedure ? patientProcedureId : ''), patient: form.getValues('patient') });
  }, [form, productId, patientProcedureId]);
  useEffect(() => {
    if (procedureFields.data) form.setValue('procedureFieldsAnswers', emptyAnswers(procedureFields.data));
  }, [form, procedureFields.data]);

  // No stock, no request: said before the doctor fills the form, and the submit waits for stock.
  const stock = useInventoryAmount({ programId, inventory: 'PATIENT_PROCEDURE', groupId: idOf(productId), itemId: idOf(patientProcedureId) });
  const noStock = stock.data?.amount === 0;
  const [sent, setSent] = useState<SentRequest | null>(null);
  const create = useCreatePatientProcedureRequest();
  const { submit: send, sending } = useRequestSubmit(form.setError, {
    fallback: 'err.failedToRequestPatientProcedure',
    codes: {
      existingPatientProcedure: { field: 'patient.cpf' },
      patientUnderage: { field: 'patient.birthDate' },
      insufficientInventory: {},
      patientProcedureNotAllowed: {},
      requestEntityTooLarge: {},
    },
  });
  const submit = form.handleSubmit(async (values) => {
    if (!rules || noStock) return;
    await send(async () => {
      const answer = await create.mutateAsync(toRequestBody(values, rules));
      setSent({ id: answer.id, code: answer.code, message: t(answer.messageKey) });
      form.reset({ ...emptyRequest(values.productId, values.patientProcedureId), procedureFieldsAnswers: emptyAnswers(rules.procedureFields) });
    });
  });

  const productOptions = (products.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const procedureOptions = (procedures.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <FormProvider {...form}>
      <DoctorProgramNotice />
      <Stack spacing={3} component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="patient-procedure-request-form">
        <Typography variant="h5" component="h1">{t('patientProcedureRequest.title')}</Typography>
        {sent && <RequestSentNotice sent={sent} onClose={() => setSent(null)} />}
        <FormSection title={t('patientProcedureRequest.pickerTitle')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <FormSelect control={form.control} name="productId" label={t('patientProcedureRequest.product')} required options={productOptions} testId="productId" />
            <FormSelect control={form.control} name="patientProcedureId" label={t('patientProcedureRequest.patientProcedure')} required
              options={procedureOptions} testId="patientProcedureId" />
          </Box>
          {programId !== undefined && productId !== '' && patientProcedureId !== '' && (
            <Box><StockChip programId={programId} inventory="PATIENT_PROCEDURE" groupId={productId} itemId={patientProcedureId} label="requestStock.label" unlimitedLabel="requestStock.unlimited" testId="stock-chip" /></Box>
          )}
          {noStock && <Alert severity="warning" id="no-stock" data-testid="no-stock">{t('requestSent.noStock')}</Alert>}
        </FormSection>
        {patientProcedureId === '' && <Typography color="text.secondary">{t('patientProcedureRequest.pickFirst')}</Typography>}
        {patientProcedureId !== '' && failed && <Alert severity="error">{t('patientProcedureRequest.loadFailed')}</Alert>}
        {patientProcedureId !== '' && !failed && !rules && <CircularProgress aria-label={t('common.loading')} />}
        {rules && (
          <>
            <FormSection title={t('patientProcedureRequest.patientTitle')} testId="section-patient">
              <PatientBlock configs={rules.patientFields} programId={rules.programId} autoFill={false} />
            </FormSection>
            {shownFields(rules.procedureFields, 'main').length > 0 && (
              <FormSection title={t('patientProcedureRequest.fieldsTitle')} testId="section-fields">
                <DynamicProcedureFields name="procedureFieldsAnswers" fields={rules.procedureFields} part="main" programSlug={null} />
              </FormSection>
            )}
            {shownFields(rules.procedureFields, 'bottom').length > 0 && (
              <DynamicProcedureFields name="procedureFieldsAnswers" fields={rules.procedureFields} part="bottom" programSlug={null} />
            )}
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={sending || noStock} aria-describedby={noStock ? 'no-stock' : undefined} data-testid="patient-procedure-request-submit"
                sx={{ width: { xs: '100%', sm: 'auto' } }}>
                {sending ? t('patientProcedureRequest.sending') : t('patientProcedureRequest.submit')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </FormProvider>
  );
}
