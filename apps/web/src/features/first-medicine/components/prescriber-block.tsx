import Box from '@mui/material/Box';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FormText } from '@/components/crud/index.ts';
import { StateSelect } from '@/components/form/state-select.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import type { FirstMedicineValues } from './first-medicine-values.ts';

/** Spec §5 CRM max 6 characters (§9). */
export const CRM_MAX_LENGTH = 6;

/** The prescriber: CRM and its state always, the name too when the patient is registered here (spec §4, §5). */
export function PrescriberBlock({ withName }: { withName: boolean }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<FirstMedicineValues>();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: withName ? '2fr 1fr 1fr' : '1fr 1fr' } }} data-testid="fm-prescriber">
      {withName && <FormText control={form.control} name="prescriberDoctor.name" label={t('firstMedicine.doctorName')} required testId="fm-doctor-name" maxLength={150} />}
      <FormText control={form.control} name="prescriberDoctor.crm" label={t('firstMedicine.crm')} required testId="fm-doctor-crm" maxLength={CRM_MAX_LENGTH} />
      <Controller control={form.control} name="prescriberDoctor.uf" render={({ field, fieldState }) => (
        <StateSelect label={t('firstMedicine.uf')} value={field.value} onChange={field.onChange} required short
          error={fieldText(fieldState.error?.message)} testId="fm-doctor-uf" />
      )} />
    </Box>
  );
}
