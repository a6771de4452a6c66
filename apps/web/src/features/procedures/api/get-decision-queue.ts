import type { TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of "Aguardando minha decisão": the requests the caller may decide, oldest first. */
export const getDecisionQueue = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.procedures.queue({ query: { programId, skip: query.skip, take: query.take } }, { signal });
