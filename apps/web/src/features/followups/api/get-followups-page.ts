import { FOLLOWUP_SORT_COLUMNS } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of a programme's follow-ups. */
export const getFollowupsPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.followups.page({ query: toPageQuery(query, { programId }, FOLLOWUP_SORT_COLUMNS) }, { signal });
