import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { GENDERS } from '@portal/domain';
import { AddressBlock } from '@/components/address/address-block.tsx';
import { FormCheckbox, FormSelect, FormText } from '@/components/crud/index.ts';
import { FormDate, FormMasked } from '@/components/form/bound-fields.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { CONSENTS, type FirstMedicineValues } from './first-medicine-values.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Spec §3/§5: the full registration of a patient the service does not know yet. */
export function RegistrationBlock() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<FirstMedicineValues>();
  const consentError = form.formState.errors.patient?.consents?.sms?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="fm-registration">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormText control={form.control} name="patient.name" label={t('firstMedicine.name')} required testId="fm-patient-name" maxLength={150} />
        </Box>
        <FormSelect control={form.control} name="patient.gender" label={t('firstMedicine.gender')} required testId="fm-patient-gender"
          options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
        <FormDate control={form.control} name="patient.birthDate" label={t('firstMedicine.birthDate')} required testId="fm-patient-birthDate" max={today()} />
        <FormText control={form.control} name="patient.email" label={t('firstMedicine.email')} required testId="fm-patient-email" maxLength={200} />
        <FormMasked control={form.control} name="patient.mobile" mask="phone" label={t('firstMedicine.mobile')} required testId="fm-patient-mobile" />
        <FormMasked control={form.control} name="patient.phone" mask="phone" label={t('firstMedicine.phone')} testId="fm-patient-phone" />
      </Box>
      <AddressBlock name="address" required suggestCities />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1">{t('firstMedicine.consentsTitle')}</Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {CONSENTS.map((c) => <FormCheckbox key={c} control={form.control} name={`patient.consents.${c}`} label={t(`firstMedicine.consent.${c}`)} testId={`fm-consent-${c}`} />)}
        </FormGroup>
        {consentError && <FormHelperText error data-testid="fm-consent-error">{fieldText(consentError)}</FormHelperText>}
      </Box>
    </Box>
  );
}
