import type { CouncilStatus, DoctorStatus } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of the programme's doctors the caller may see. */
export const getDoctors = (
  programId: number, query: TableQuery, filters: { status: DoctorStatus | undefined; councilStatus: CouncilStatus | undefined }, signal?: AbortSignal,
) => api.doctors.list({ query: toPageQuery(query, { programId, ...filters }) }, { signal });
