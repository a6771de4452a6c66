import type { Page, ProgramSummary } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';

/** GET /api/clients/{clientId}/programs-paged: the current client's programmes. */
export const getProgramsPage = (clientId: number, query: TableQuery, signal?: AbortSignal): Promise<Page<ProgramSummary>> =>
  api.get<Page<ProgramSummary>>(`/clients/${clientId}/programs-paged?${toPageParams(query)}`, { signal });
