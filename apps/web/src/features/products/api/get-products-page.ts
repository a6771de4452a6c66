import { PRODUCT_SORT_COLUMNS } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of a programme's products. */
export const getProductsPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.products.page({ params: { programId }, query: toPageQuery(query, {}, PRODUCT_SORT_COLUMNS) }, { signal });
