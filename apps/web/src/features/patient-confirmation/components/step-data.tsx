import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { confirmPatientFormSchema, GENDERS, type ConfirmPatientForm, type LinkPatient, type LinkProgram } from '@portal/domain';
import { FormCheckbox, FormSelect, FormText } from '@/components/crud/form-fields.tsx';
import { FormDate, FormMasked } from '@/components/form/bound-fields.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useConfirmPatient } from '../api/confirm-patient.ts';
import { ConsentTermDialog } from './consent-term-dialog.tsx';
import { StepHeading } from './step-heading.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/** Step 2 (spec §5): every main field required, terms and every contact consent start ticked, one contact at least. */
export function StepData({ code, token, patient, program, onConfirmed, onBack }: {
  code: string; token: string; patient: LinkPatient; program: LinkProgram; onConfirmed: () => void; onBack: () => void;
}) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const confirm = useConfirmPatient();
  const [termOpen, setTermOpen] = useState(false);
  const form = useForm<ConfirmPatientForm>({
    resolver: zodResolver(confirmPatientFormSchema),
    defaultValues: {
      cpf: patient.cpf, name: patient.name, gender: patient.gender ?? ('' as ConfirmPatientForm['gender']), birthDate: patient.birthDate ?? '',
      email: patient.email ?? '', phone: patient.phone ?? '', acceptSms: true, acceptEmail: true, acceptPhone: true, acceptTerms: true,
    },
  });
  const { errors } = form.formState;
  const showError = useApiError(form.setError, { fallback: 'err.failedToUpdateProcedurePatient' });
  const submit = form.handleSubmit(async (input) => {
    try {
      await confirm.mutateAsync({ code, token, patient: input });
      toast(t('patientLink.confirmed'), 'success');
      onConfirmed();
    } catch (error) {
      showError(error);
    }
  });
  const genders = GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={t('patientLink.dataTitle')}>
      <StepHeading>{t('patientLink.dataTitle')}</StepHeading>
      <FormMasked control={form.control} name="cpf" mask="cpf" label={t('patientLink.field.cpf')} required testId="link-data-cpf" />
      <FormText control={form.control} name="name" label={t('patientLink.field.name')} required maxLength={150} testId="link-name" />
      <FormSelect control={form.control} name="gender" label={t('patientLink.field.gender')} required options={genders} testId="link-gender" />
      <FormDate control={form.control} name="birthDate" label={t('patientLink.field.birthDate')} required max={today()} testId="link-birth-date" />
      <FormText control={form.control} name="email" label={t('patientLink.field.email')} required maxLength={200} testId="link-email" />
      <FormMasked control={form.control} name="phone" mask="phone" label={t('patientLink.field.phone')} required testId="link-phone" />
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1">{t('patientLink.consentsTitle')}</Typography>
        <FormCheckbox control={form.control} name="acceptSms" label={t('patientLink.acceptSms')} testId="link-accept-sms" />
        <FormCheckbox control={form.control} name="acceptEmail" label={t('patientLink.acceptEmail')} testId="link-accept-email" />
        <FormCheckbox control={form.control} name="acceptPhone" label={t('patientLink.acceptPhone')} testId="link-accept-phone" />
        {errors.acceptSms && <FormHelperText error role="alert">{fieldText(errors.acceptSms.message)}</FormHelperText>}
        <FormCheckbox control={form.control} name="acceptTerms" label={t('patientLink.acceptTerms')} testId="link-accept-terms" />
        {errors.acceptTerms && <FormHelperText error role="alert">{fieldText(errors.acceptTerms.message)}</FormHelperText>}
        {program.consentTerm && (
          <Link component="button" type="button" onClick={() => setTermOpen(true)} sx={{ alignSelf: 'flex-start' }}>{t('patientLink.readTerms')}</Link>
        )}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" onClick={onBack}>{t('common.back')}</Button>
        <Button type="submit" variant="contained" disabled={confirm.isPending} data-testid="link-confirm">
          {confirm.isPending ? t('patientLink.confirming') : t('patientLink.confirm')}
        </Button>
      </Stack>
      {program.consentTerm && (
        <ConsentTermDialog open={termOpen} term={program.consentTerm} version={program.termVersion} onClose={() => setTermOpen(false)} />
      )}
    </Stack>
  );
}
