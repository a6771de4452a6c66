import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { z } from 'zod';
import { discountSearchSchema, type DiscountSearch } from '@portal/domain/schemas';
import { StateSelect } from '@/components/form/state-select.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import { useDiscountMedicines, useDiscounts, type DiscountLookup } from '../api/get-discounts.ts';
import { DiscountRuleCard } from '../components/discount-rule-card.tsx';
import { MedicineSelect } from '../components/medicine-select.tsx';

type FormValues = z.input<typeof discountSearchSchema>;

/**
 * Spec §2 Discounts: medicine and state selects and 'Buscar'; one card per rule with its bands as
 * percent OFF; §8's messages for no medicines, no discounts and a failed search.
 */
export function DiscountsPage() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const medicines = useDiscountMedicines();
  const [lookup, setLookup] = useState<DiscountLookup | null>(null);
  const discounts = useDiscounts(lookup);
  const form = useForm<FormValues, unknown, DiscountSearch>({ resolver: zodResolver(discountSearchSchema), defaultValues: { lineId: undefined, uf: '' } });
  const search = form.handleSubmit((values) => setLookup(values));
  const rules = (discounts.data ?? []).flatMap((d) => d.rules);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('discounts.title')}</Typography>
      <Typography color="text.secondary">{t('discounts.intro')}</Typography>
      {medicines.isError && <Alert severity="error" role="alert">{t('err.failedToSearchDiscounts')}</Alert>}
      {medicines.isSuccess && medicines.data.length === 0 && <Alert severity="warning" role="alert">{t('err.medicinesNotFound')}</Alert>}
      <Stack component="form" noValidate onSubmit={(e) => void search(e)} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Controller control={form.control} name="lineId" render={({ field, fieldState }) => (
          <MedicineSelect medicines={medicines.data ?? []} loading={medicines.isPending} value={field.value as number | undefined} onChange={field.onChange}
            error={fieldText(fieldState.error?.message)} />
        )} />
        <Stack sx={{ minWidth: 260 }}>
          <Controller control={form.control} name="uf" render={({ field, fieldState }) => (
            <StateSelect label={t('discounts.state')} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} required testId="discounts-state"
              error={fieldText(fieldState.error?.message)} />
          )} />
        </Stack>
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }} data-testid="discounts-search">{t('discounts.search')}</Button>
      </Stack>
      {discounts.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {discounts.isError && <Alert severity="error" role="alert">{t('err.failedToSearchDiscounts')}</Alert>}
      {discounts.isSuccess && rules.length === 0 && <Alert severity="info" role="status" data-testid="discounts-empty">{t('err.discountsNotFound')}</Alert>}
      {discounts.isSuccess && discounts.data.map((discount) => (
        <Stack key={discount.name} spacing={1} component="section" aria-label={discount.name}>
          <Typography variant="h6" component="h2">{discount.name}</Typography>
          <Typography variant="body2" color="text.secondary">{t('discounts.family', { name: discount.familyDescription })}</Typography>
          <Grid container spacing={2}>
            {discount.rules.map((rule) => (
              <Grid key={rule.ruleId} size={{ xs: 12, sm: 6, md: 4 }}><DiscountRuleCard rule={rule} /></Grid>
            ))}
          </Grid>
        </Stack>
      ))}
    </Stack>
  );
}
