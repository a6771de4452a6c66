import { PROGRAM_SORT_COLUMNS } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of a client's programmes. */
export const getProgramsPage = (clientId: number, query: TableQuery, signal?: AbortSignal) =>
  api.programs.pageOfClient({ params: { clientId }, query: toPageQuery(query, {}, PROGRAM_SORT_COLUMNS) }, { signal });
