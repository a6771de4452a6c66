import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CONTACT_CHANNELS, confirmPatientFormSchema, consentField, contactConsents, GENDERS, type ConfirmPatientForm, type LinkPatient, type LinkProgram } from '@portal/domain';
import { FormCheckbox, FormSelect, FormText } from '@/components/crud/form-fields.tsx';
import { FormDate, FormMasked } from '@/components/form/bound-fields.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useConfirmPatient } from '../api/confirm-patient.ts';
import { TermsPanel } from './terms-panel.tsx';
import { StepHeading } from './step-heading.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Step 2 (spec §5): every main field required, the terms accepted, one contact at least. Each
 * consent box shows the patient's own current choice: unticked on a first confirmation (LGPD
 * art. 8, a deviation from the spec's pre-ticked boxes), as they left it afterwards.
 */
export function StepData({ code, token, patient, confirmedAt, program, onConfirmed, onPharmacies, onPrivacy, onBack }: {
  code: string; token: string; patient: LinkPatient; confirmedAt: string | null; program: LinkProgram;
  /** With the patient as now recorded, so reopening this step shows the new choices. */
  onConfirmed: (patient: LinkPatient) => void;
  onPharmacies: () => void; onPrivacy: () => void; onBack: () => void;
}) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const confirm = useConfirmPatient();
  const form = useForm<ConfirmPatientForm>({
    resolver: zodResolver(confirmPatientFormSchema),
    defaultValues: {
      cpf: patient.cpf, name: patient.name, gender: patient.gender ?? ('' as ConfirmPatientForm['gender']), birthDate: patient.birthDate ?? '',
      email: patient.email ?? '', phone: patient.phone ?? '', ...contactConsents((c) => patient[consentField(c)]), acceptTerms: patient.acceptTerms,
    },
  });
  const { errors } = form.formState;
  const contactError = errors[consentField(CONTACT_CHANNELS[0]!)];
  const showError = useApiError(form.setError, { fallback: 'err.failedToUpdateProcedurePatient' });
  const submit = form.handleSubmit(async (input) => {
    try {
      await confirm.mutateAsync({ code, token, patient: input });
      toast(t('patientLink.confirmed'), 'success');
      onConfirmed({
        ...patient, name: input.name, gender: input.gender, birthDate: input.birthDate, email: input.email, phone: input.phone,
        ...contactConsents((c) => input[consentField(c)] === true), acceptTerms: input.acceptTerms,
      });
    } catch (error) {
      showError(error);
    }
  });
  const genders = GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={t('patientLink.dataTitle')}>
      <StepHeading>{t('patientLink.dataTitle')}</StepHeading>
      {confirmedAt && <Typography color="text.secondary" data-testid="link-already-confirmed">{t('patientLink.alreadyConfirmed')}</Typography>}
      <FormMasked control={form.control} name="cpf" mask="cpf" label={t('patientLink.field.cpf')} required testId="link-data-cpf" />
      <FormText control={form.control} name="name" label={t('patientLink.field.name')} required maxLength={150} testId="link-name" />
      <FormSelect control={form.control} name="gender" label={t('patientLink.field.gender')} required options={genders} testId="link-gender" />
      <FormDate control={form.control} name="birthDate" label={t('patientLink.field.birthDate')} required max={today()} testId="link-birth-date" />
      <FormText control={form.control} name="email" label={t('patientLink.field.email')} required maxLength={200} testId="link-email" />
      <FormMasked control={form.control} name="phone" mask="phone" label={t('patientLink.field.phone')} required testId="link-phone" />
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1">{t('patientLink.consentsTitle')}</Typography>
        {CONTACT_CHANNELS.map((c) => (
          <FormCheckbox key={c} control={form.control} name={consentField(c)} label={t(`patientLink.${consentField(c)}`)} testId={`link-accept-${c.toLowerCase()}`} />
        ))}
        {contactError && <FormHelperText error role="alert">{fieldText(contactError.message)}</FormHelperText>}
        <FormCheckbox control={form.control} name="acceptTerms" label={t('patientLink.acceptTerms')} testId="link-accept-terms" />
        {errors.acceptTerms && <FormHelperText error role="alert">{fieldText(errors.acceptTerms.message)}</FormHelperText>}
        <TermsPanel program={program} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" onClick={onBack}>{t('common.back')}</Button>
        <Button type="submit" variant="contained" disabled={confirm.isPending} data-testid="link-confirm">
          {confirm.isPending ? t('patientLink.confirming') : t('patientLink.confirm')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        {confirmedAt && <Button variant="text" onClick={onPharmacies} data-testid="link-to-pharmacies">{t('patientLink.toPharmacies')}</Button>}
        <Button variant="text" onClick={onPrivacy} data-testid="open-privacy">{t('patientLink.privacyCentre')}</Button>
      </Stack>
    </Stack>
  );
}
