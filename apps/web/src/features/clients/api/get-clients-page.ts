import { CLIENT_SORT_COLUMNS } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of clients. */
export const getClientsPage = (query: TableQuery, signal?: AbortSignal) => api.clients.page({ query: toPageQuery(query, {}, CLIENT_SORT_COLUMNS) }, { signal });
