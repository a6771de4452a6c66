import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  ADVERSE_EVENT_OUTCOMES, adverseEventBodySchema, publicAdverseEventBodySchema, type AdverseEventBody, type PublicAdverseEventBody,
} from '@portal/domain';
import { FormDate } from '@/components/form/bound-fields.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useAdverseEventProducts } from '../api/get-products.ts';
import { useReportAdverseEvent } from '../api/report-adverse-event.ts';

export interface AdverseEventFormProps {
  /** The procedure code of the patient's public link; without it the signed-in doctor reports. */
  code?: string;
}

interface Values {
  productId: string;
  description: string;
  onsetDate: string;
  serious: boolean;
  outcome: string;
  patientInitials: string;
  patientBirthDate: string;
  reporterName: string;
  reporterContact: string;
}

const EMPTY: Values = {
  productId: '', description: '', onsetDate: '', serious: false, outcome: '', patientInitials: '', patientBirthDate: '', reporterName: '', reporterContact: '',
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A suspected adverse event report (RDC 406/2020): product, event, onset, seriousness and outcome,
 * with the patient's initials (doctor) or the reporter's name and contact (patient). On success it
 * shows the protocol number.
 */
export function AdverseEventForm({ code }: AdverseEventFormProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const products = useAdverseEventProducts(code);
  const report = useReportAdverseEvent();
  const [protocol, setProtocol] = useState<string | null>(null);
  const schema = code !== undefined ? publicAdverseEventBodySchema : adverseEventBodySchema;
  const form = useForm<Values>({ resolver: zodResolver(schema) as unknown as Resolver<Values>, defaultValues: EMPTY });
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToReportAdverseEvent',
    codes: { adverseEventProductNotFound: { field: 'productId', toast: 'warning' }, patientProcedureNotFound: { toast: 'error' } },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = values as unknown;
      const created = code !== undefined
        ? await report.mutateAsync({ code, body: body as PublicAdverseEventBody })
        : await report.mutateAsync({ body: body as AdverseEventBody });
      setProtocol(created.protocol);
      toast(t('adverseEvents.sent', { protocol: created.protocol }), 'success');
      form.reset(EMPTY);
    } catch (error) {
      showError(error);
    }
  });

  if (protocol) {
    return (
      <Stack spacing={2} data-testid="adverse-event-sent">
        <Alert severity="success">{t('adverseEvents.sent', { protocol })}</Alert>
        <Typography>{t('adverseEvents.protocol')}: <strong data-testid="adverse-event-protocol">{protocol}</strong></Typography>
        <Button variant="outlined" onClick={() => setProtocol(null)}>{t('adverseEvents.another')}</Button>
      </Stack>
    );
  }

  const text = (name: 'description' | 'patientInitials' | 'reporterName' | 'reporterContact', max: number, multiline = false) => (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <TextField {...field} label={t(`adverseEvents.${name}`)} required fullWidth multiline={multiline} minRows={multiline ? 4 : undefined}
        error={Boolean(fieldState.error)} helperText={fieldText(fieldState.error?.message, { length: max })}
        slotProps={{ htmlInput: { maxLength: max, 'data-testid': `adverse-${name}` } }} />
    )} />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} data-testid="adverse-event-form">
      <Typography variant="body2">{t('adverseEvents.intro')}</Typography>
      {products.isError && <Alert severity="error">{t('err.failedToReportAdverseEvent')}</Alert>}
      <Controller control={form.control} name="productId" render={({ field, fieldState }) => (
        <TextField {...field} select label={t('adverseEvents.product')} required fullWidth error={Boolean(fieldState.error)}
          helperText={fieldText(fieldState.error?.message)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'adverse-productId' } }}>
          <option value="" />
          {(products.data ?? []).map((p) => <option key={p.id} value={String(p.id)}>{p.name}</option>)}
        </TextField>
      )} />
      {text('description', 4000, true)}
      <FormDate control={form.control} name="onsetDate" label={t('adverseEvents.onsetDate')} required max={today()} testId="adverse-onsetDate" />
      <Controller control={form.control} name="serious" render={({ field }) => (
        <FormControlLabel label={t('adverseEvents.serious')}
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { ref: field.ref, 'data-testid': 'adverse-serious' } as object }} />} />
      )} />
      <Controller control={form.control} name="outcome" render={({ field, fieldState }) => (
        <TextField {...field} select label={t('adverseEvents.outcome')} required fullWidth error={Boolean(fieldState.error)}
          helperText={fieldText(fieldState.error?.message)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'adverse-outcome' } }}>
          <option value="" />
          {ADVERSE_EVENT_OUTCOMES.map((o) => <option key={o} value={o}>{t(`adverseEvents.outcomes.${o}`)}</option>)}
        </TextField>
      )} />
      {code === undefined ? (
        <>
          {text('patientInitials', 10)}
          <FormDate control={form.control} name="patientBirthDate" label={t('adverseEvents.patientBirthDate')} max={today()} testId="adverse-patientBirthDate" />
        </>
      ) : (
        <>
          {text('reporterName', 120)}
          {text('reporterContact', 120)}
        </>
      )}
      <Button type="submit" variant="contained" disabled={report.isPending} data-testid="adverse-submit">{t('adverseEvents.submit')}</Button>
    </Stack>
  );
}
