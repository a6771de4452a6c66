import type { ProcedureListQuery, ProcedureType } from '@portal/domain';
import type { TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

const SORTABLE = ['createdAt', 'code', 'status'] as const;
type SortBy = (typeof SORTABLE)[number];

/** The list filters of a table query, in the API's terms (spec §7 GET /procedures). */
export function toProcedureQuery(programId: number, type: ProcedureType, query: TableQuery, doctorId?: number): Omit<ProcedureListQuery, 'skip' | 'take'> {
  const { filters } = query;
  const sortBy = SORTABLE.find((s) => s === query.sort) satisfies SortBy | undefined;
  return {
    programId,
    type,
    filter: query.filter || undefined,
    status: filters.status || undefined,
    followupIds: filters.followup || undefined,
    examGroupIds: filters.examGroup || undefined,
    yearMonth: filters.yearMonth || undefined,
    scheduledFrom: filters.scheduledFrom || undefined,
    scheduledTo: filters.scheduledTo || undefined,
    doctorId,
    sortBy,
    sort: sortBy && query.order === 'asc' ? 0 : 1,
  };
}

/** One page of the requests of a type the caller may see. */
export const getProcedures = (programId: number, type: ProcedureType, query: TableQuery, signal?: AbortSignal, doctorId?: number) =>
  api.procedures.list({ query: { ...toProcedureQuery(programId, type, query, doctorId), skip: query.skip, take: query.take } }, { signal });

/** The address of what the same filters select, as a CSV or XLSX download. */
export const proceduresExportHref = (programId: number, type: ProcedureType, query: TableQuery, format: 'csv' | 'xlsx') =>
  api.procedures.export.href({ query: { ...toProcedureQuery(programId, type, query), format } });
