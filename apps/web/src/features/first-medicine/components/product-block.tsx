import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FormSelect } from '@/components/crud/index.ts';
import { StockChip } from '@/components/stock-chip/index.ts';
import { useMedicines, usePresentations } from '../api/get-products.ts';
import type { FirstMedicineValues } from './first-medicine-values.ts';

export interface ProductBlockProps {
  programId: number;
  /** The EANs the product's indication questions allow (spec §3 FlagTipoQuestao 2); undefined: every presentation. */
  allowedEans: ReadonlySet<string> | undefined;
}

/** Spec §2: product, then presentation, with the vouchers the doctor holds of that presentation. */
export function ProductBlock({ programId, allowedEans }: ProductBlockProps) {
  const { t } = useTranslation();
  const form = useFormContext<FirstMedicineValues>();
  const [productId, presentationId] = useWatch({ control: form.control, name: ['productId', 'presentationId'] });
  const medicines = useMedicines(programId);
  const presentations = usePresentations(programId, productId === '' ? undefined : productId);
  const offered = useMemo(
    () => (presentations.data ?? []).filter((p) => !allowedEans || allowedEans.has(p.ean)),
    [presentations.data, allowedEans],
  );

  // Another product starts the presentation over.
  useEffect(() => {
    if (presentationId !== '' && presentations.data && !offered.some((p) => p.presentationId === presentationId)) {
      form.setValue('presentationId', '');
    }
  }, [presentationId, offered, presentations.data, form]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'center' }}>
      {(medicines.isError || presentations.isError) && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>{t('err.failedToLoadFormData')}</Alert>
      )}
      <FormSelect control={form.control} name="productId" label={t('firstMedicine.product')} required testId="fm-productId"
        options={(medicines.data ?? []).map((p) => ({ value: p.productId, label: p.name }))} />
      <FormSelect control={form.control} name="presentationId" label={t('firstMedicine.presentation')} required testId="fm-presentationId"
        options={offered.map((p) => ({ value: p.presentationId, label: p.name }))} />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 32 }}>
        <StockChip programId={programId} inventory="FIRST_MEDICINE" groupId={productId === '' ? undefined : productId}
          itemId={presentationId === '' ? undefined : presentationId} label="firstMedicine.stock" unlimitedLabel="firstMedicine.stockUnlimited"
          testId="fm-stock" />
      </Box>
    </Box>
  );
}
