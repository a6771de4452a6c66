import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FormSelect, FormText } from '@/components/crud/index.ts';
import { usePresentations, useProducts } from '../api/get-products.ts';
import type { ExamRequestValues } from './exam-request-values.ts';

/** Spec §5: a group that requires the product asks for product, presentation and its EAN (filled from the presentation). */
export function ProductBlock({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const form = useFormContext<ExamRequestValues>();
  const productId = useWatch({ control: form.control, name: 'productId' });
  const presentationId = useWatch({ control: form.control, name: 'presentationId' });
  const products = useProducts(programId, true);
  const presentations = usePresentations(productId === '' ? undefined : productId);

  // Another product starts the presentation over; a presentation brings its EAN (still editable).
  const shownProduct = useRef(productId);
  useEffect(() => {
    if (shownProduct.current === productId) return;
    shownProduct.current = productId;
    form.setValue('presentationId', '');
    form.setValue('presentationEan', '');
  }, [productId, form]);
  useEffect(() => {
    const ean = presentations.data?.find((p) => p.id === presentationId)?.ean;
    if (ean) form.setValue('presentationEan', ean, { shouldValidate: form.formState.isSubmitted });
  }, [presentationId, presentations.data, form]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <FormSelect control={form.control} name="productId" label={t('examRequest.product')} required testId="productId"
        options={(products.data ?? []).filter((p) => p.allowExamRequests).map((p) => ({ value: p.id, label: p.name }))} />
      <FormSelect control={form.control} name="presentationId" label={t('examRequest.presentation')} required testId="presentationId"
        options={(presentations.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
      <FormText control={form.control} name="presentationEan" label={t('examRequest.presentationEan')} required testId="presentationEan" maxLength={14} />
    </Box>
  );
}
