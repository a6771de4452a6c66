import type { TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import { carePage } from './care-page.ts';

/** One page of the doctor's patients in the patient-care system, as the data table reads it. */
export async function getPatients(userId: number, query: TableQuery, signal?: AbortSignal) {
  const page = await api.patientCare.patients({ params: carePage(userId, query) }, { signal });
  return { data: page.patients, total: page.total };
}
