import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { z } from 'zod';
import { cpfDigitsSchema, type PatientCheck } from '@portal/domain';
import { FormMasked } from '@/components/form/bound-fields.tsx';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { useCheckPatient } from '../api/check-patient.ts';
import { StepHeading } from './step-heading.tsx';

const cpfFormSchema = z.object({ cpf: cpfDigitsSchema });
type CpfForm = z.input<typeof cpfFormSchema>;

/** Step 1: the CPF the doctor registered; a wrong one and an unknown code answer alike. */
export function StepCpf({ code, onChecked, onBack, notice }: {
  code: string; onChecked: (check: PatientCheck) => void; onBack: () => void; notice?: string | undefined;
}) {
  const { t } = useTranslation();
  const check = useCheckPatient();
  const form = useForm<CpfForm>({ resolver: zodResolver(cpfFormSchema), defaultValues: { cpf: '' } });
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToFindPatientProcedure',
    codes: { patientProcedureNotFound: { field: 'cpf' }, medicineNotReleased: { field: 'cpf' }, tooManyRequests: { field: 'cpf' } },
  });
  const submit = form.handleSubmit(async ({ cpf }) => {
    try {
      onChecked(await check.mutateAsync({ code, cpf }));
    } catch (error) {
      showError(error);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={t('patientLink.cpfTitle')}>
      <StepHeading>{t('patientLink.cpfTitle')}</StepHeading>
      {notice && <Typography color="warning.main" role="status">{notice}</Typography>}
      <Typography color="text.secondary">{t('patientLink.cpfHint')}</Typography>
      <FormMasked control={form.control} name="cpf" mask="cpf" label={t('patientLink.field.cpf')} required testId="link-cpf" />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" onClick={onBack}>{t('common.back')}</Button>
        <Button type="submit" variant="contained" disabled={check.isPending} data-testid="link-cpf-submit">
          {check.isPending ? t('patientLink.checking') : t('patientLink.check')}
        </Button>
      </Stack>
    </Stack>
  );
}
