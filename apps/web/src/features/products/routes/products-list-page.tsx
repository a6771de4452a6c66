import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Product } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { getProductsPage } from '../api/get-products-page.ts';
import { productKeys } from '../api/keys.ts';

/** /products: the current programme's products. */
export function ProductsListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeleteProduct();
  const columns = useMemo<DataTableColumn<Product>[]>(() => [
    { key: 'name', header: t('products.name'), sortable: true },
    { key: 'activeIngredients', header: t('products.activeIngredients'), sortable: true, render: (p) => p.activeIngredients ?? '' },
    { key: 'allowExamRequests', header: t('products.allowExamRequests'), sortable: true, render: (p) => t(p.allowExamRequests ? 'common.yes' : 'common.no') },
  ], [t]);
  return (
    <CrudListPage<Product>
      title={t('products.title')}
      columns={columns}
      queryKey={productKeys.list(programId)}
      fetchPage={(q, signal) => getProductsPage(programId, q, signal)}
      addHref={routeHref('productsRegister')}
      editHref={(p) => routeHref('productEdit', { id: p.id })}
      viewHref={(p) => routeHref('productView', { id: p.id })}
      remove={{ run: (p) => remove.mutateAsync(p.id), successKey: 'msg.successToDeleteProduct', failureKey: 'err.failedToDeleteProduct', warningCodes: ['cannotDeleteProduct'] }}
      testId="products-table"
    />
  );
}
