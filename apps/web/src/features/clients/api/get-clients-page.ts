import type { Page, Client } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';

/** GET /api/clients/paginate: one page of clients. */
export const getClientsPage = (query: TableQuery, signal?: AbortSignal): Promise<Page<Client>> =>
  api.get<Page<Client>>(`/clients/paginate?${toPageParams(query)}`, { signal });
