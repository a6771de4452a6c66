import type { Page, Presentation } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';

/** GET /api/presentations?programId&filter&skip&take. */
export const getPresentationsPage = (programId: number, query: TableQuery, signal?: AbortSignal): Promise<Page<Presentation>> =>
  api.get<Page<Presentation>>(`/presentations?${toPageParams(query, { programId })}`, { signal });
