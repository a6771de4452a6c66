import { useCallback, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { presentationFormSchema, type Presentation } from '@portal/domain';
import { CrudFormCard, FormSelect, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { usePresentation } from '../api/get-presentation.ts';
import { useProgramProducts } from '@/lib/catalog/get-program-products.ts';
import { useSavePresentation } from '../api/save-presentation.ts';

/** /presentations/register and /presentations/:id/edit: name, discount and product required. */
export function PresentationFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = usePresentation(id, programId);
  const products = useProgramProducts(programId);
  const save = useSavePresentation();
  const toValues = useCallback((p: Presentation) => ({
    name: p.name, discount: String(p.discount), productId: p.product.id, ean: p.ean ?? '', wsAcessoCode: p.wsAcessoCode ?? '',
  }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: presentationFormSchema,
    defaults: { name: '', discount: '', productId: '', ean: '', wsAcessoCode: '' },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('presentations'),
    keys: { created: 'msg.successToRegisterPresentation', updated: 'msg.successToUpdatePresentation', failedToSave: 'err.failedToRegisterPresentation', failedToLoad: 'err.failedToLoadPresentation' },
  });
  const options = useMemo(() => (products.data ?? []).map((p) => ({ value: p.id, label: p.name })), [products.data]);
  const { control } = form;
  return (
    <CrudFormCard nav={nav} listTitle={t('presentations.title')} title={t(id === undefined ? 'presentations.registerTitle' : 'presentations.editTitle')} onSubmit={() => void submit()}
      onCancel={cancel} busy={busy} loading={query.isFetching || products.isPending} testId="presentation-form">
      <FormSelect control={control} name="productId" label={t('presentations.product')} required options={options} />
      <FormText control={control} name="name" label={t('presentations.name')} required maxLength={150} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={control} name="discount" label={t('presentations.discount')} required type="number" />
        <FormText control={control} name="ean" label={t('presentations.ean')} maxLength={14} />
        <FormText control={control} name="wsAcessoCode" label={t('presentations.wsAcessoCode')} maxLength={50} />
      </Stack>
    </CrudFormCard>
  );
}
