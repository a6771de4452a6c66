import type { Page, Followup } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';

/** GET /api/followups?programId&filter&skip&take. */
export const getFollowupsPage = (programId: number, query: TableQuery, signal?: AbortSignal): Promise<Page<Followup>> =>
  api.get<Page<Followup>>(`/followups?${toPageParams(query, { programId })}`, { signal });
