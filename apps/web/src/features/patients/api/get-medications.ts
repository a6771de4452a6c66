import type { TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import { carePage } from './care-page.ts';

/** One page of the doctor's medication rows, of one patient when named. */
export async function getMedications(userId: number, patientId: string | undefined, query: TableQuery, signal?: AbortSignal) {
  const page = await api.patientCare.medications({ params: carePage(userId, query), query: patientId ? { patientId } : {} }, { signal });
  return { data: page.medications, total: page.total };
}
