import { useCallback } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { productFormSchema, type Product } from '@portal/domain';
import { CrudFormCard, FormCheckbox, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useProduct } from '../api/get-product.ts';
import { useSaveProduct } from '../api/save-product.ts';

/** /products/register and /products/:id/edit, in the current programme. */
export function ProductFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = useProduct(id);
  const save = useSaveProduct();
  const toValues = useCallback((p: Product) => ({
    programId: p.programId, name: p.name, activeIngredients: p.activeIngredients ?? '',
    wsAcessoPathologyCode: p.wsAcessoPathologyCode ?? '', allowExamRequests: p.allowExamRequests,
  }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: productFormSchema,
    defaults: { programId, name: '', activeIngredients: '', wsAcessoPathologyCode: '', allowExamRequests: false },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('products'),
    keys: { created: 'msg.successToRegisterProduct', updated: 'msg.successToUpdateProduct', failedToSave: 'err.failedToRegisterProduct', failedToLoad: 'err.failedToLoadData' },
  });
  const { control } = form;
  return (
    <CrudFormCard nav={nav} listTitle={t('products.title')} title={t(id === undefined ? 'products.registerTitle' : 'products.editTitle')} onSubmit={() => void submit()} onCancel={cancel}
      busy={busy} loading={query.isFetching} testId="product-form">
      <FormText control={control} name="name" label={t('products.name')} required maxLength={150} />
      <FormText control={control} name="activeIngredients" label={t('products.activeIngredients')} maxLength={500} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormText control={control} name="wsAcessoPathologyCode" label={t('products.wsAcessoPathologyCode')} type="number" />
        <FormCheckbox control={control} name="allowExamRequests" label={t('products.allowExamRequests')} />
      </Stack>
    </CrudFormCard>
  );
}
