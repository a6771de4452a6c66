import type { TableQuery } from '@/components/data-table/index.ts';

/** The table's skip/take as the patient-care calls page: one-based page number and size, as strings (spec §9). */
export const carePage = (userId: number, query: TableQuery) => ({
  userId,
  pageNumber: String(Math.floor(query.skip / query.take) + 1),
  pageSize: String(query.take),
});
