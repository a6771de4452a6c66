import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { pharmacySearchFormSchema, type PharmacySearchFormValues } from '@portal/domain';
import { FormMasked } from '@/components/form/bound-fields.tsx';
import type { AccreditedSearch } from '../api/get-accredited.ts';

/** Search by CEP: a masked field (8 digits) and the search button. */
export function CepSearchForm({ onSearch, busy }: { onSearch: (search: AccreditedSearch) => void; busy: boolean }) {
  const { t } = useTranslation();
  const form = useForm<PharmacySearchFormValues>({ resolver: zodResolver(pharmacySearchFormSchema), defaultValues: { postalCode: '' } });
  const submit = form.handleSubmit((values) => onSearch({ postalCode: pharmacySearchFormSchema.parse(values).postalCode }));
  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
      <FormMasked control={form.control} name="postalCode" mask="cep" label={t('pharmacyFinder.postalCode')} required
        testId="pharmacy-cep" autoComplete="postal-code" />
      <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56, flexShrink: 0 }} data-testid="pharmacy-search">
        {t('pharmacyFinder.search')}
      </Button>
    </Stack>
  );
}
