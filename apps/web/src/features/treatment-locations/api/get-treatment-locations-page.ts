import { TREATMENT_LOCATION_SORT_COLUMNS } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of a programme's treatment locations, optionally of some follow-ups (comma-joined ids). */
export const getTreatmentLocationsPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.treatmentLocations.page({ query: toPageQuery(query, { programId, followupIds: query.filters.followupIds }, TREATMENT_LOCATION_SORT_COLUMNS) }, { signal });
