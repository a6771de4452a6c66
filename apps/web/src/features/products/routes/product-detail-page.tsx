import { useTranslation } from '@/lib/i18n/index.ts';
import { CrudDetailCard, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useProduct } from '../api/get-product.ts';

/** /products/:id: a product read-only, with breadcrumbs back to the list. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const id = useEditedId() ?? 0;
  const query = useProduct(id);
  const p = query.data;
  return (
    <CrudDetailCard listTitle={t('products.title')} listHref={routeHref('products')} title={p?.name} editHref={routeHref('productEdit', { id })}
      loading={query.isFetching} failed={query.isError} testId="product-detail"
      fields={[
        { label: t('products.name'), value: p?.name },
        { label: t('products.activeIngredients'), value: p?.activeIngredients },
        { label: t('products.wsAcessoPathologyCode'), value: p?.wsAcessoPathologyCode },
        { label: t('products.allowExamRequests'), value: p ? t(p.allowExamRequests ? 'common.yes' : 'common.no') : '' },
      ]} />
  );
}
