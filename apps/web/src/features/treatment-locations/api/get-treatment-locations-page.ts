import type { Page, TreatmentLocation } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';

/** GET /api/treatmentLocations?programId&filter&skip&take&followupIds. */
export const getTreatmentLocationsPage = (programId: number, query: TableQuery, signal?: AbortSignal): Promise<Page<TreatmentLocation>> =>
  api.get<Page<TreatmentLocation>>(`/treatmentLocations?${toPageParams(query, { programId, followupIds: query.filters.followupIds })}`, { signal });
