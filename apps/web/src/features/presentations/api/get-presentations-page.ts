import { PRESENTATION_SORT_COLUMNS } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of a programme's presentations. */
export const getPresentationsPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.presentations.page({ query: toPageQuery(query, { programId }, PRESENTATION_SORT_COLUMNS) }, { signal });
