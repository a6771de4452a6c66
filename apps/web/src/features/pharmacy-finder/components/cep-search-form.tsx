import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pharmacySearchFormSchema, type PharmacySearchFormValues } from '@portal/domain';
import { MaskedInput } from '@/components/form/masked-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import type { AccreditedSearch } from '../api/get-accredited.ts';

/** Search by CEP: a masked field (8 digits) and the search button. */
export function CepSearchForm({ onSearch, busy }: { onSearch: (search: AccreditedSearch) => void; busy: boolean }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useForm<PharmacySearchFormValues>({ resolver: zodResolver(pharmacySearchFormSchema), defaultValues: { postalCode: '' } });
  const submit = form.handleSubmit((values) => onSearch({ postalCode: pharmacySearchFormSchema.parse(values).postalCode }));
  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
      <Controller
        control={form.control}
        name="postalCode"
        render={({ field, fieldState }) => (
          <MaskedInput
            mask="cep"
            label={t('pharmacyFinder.postalCode')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldText(fieldState.error?.message)}
            inputProps={{ 'data-testid': 'pharmacy-cep', autoComplete: 'postal-code' }}
          />
        )}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56, flexShrink: 0 }} data-testid="pharmacy-search">
        {t('pharmacyFinder.search')}
      </Button>
    </Stack>
  );
}
