import type { Page, Product } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';

/** GET /api/programs/{programId}/products-paged. */
export const getProductsPage = (programId: number, query: TableQuery, signal?: AbortSignal): Promise<Page<Product>> =>
  api.get<Page<Product>>(`/programs/${programId}/products-paged?${toPageParams(query)}`, { signal });
