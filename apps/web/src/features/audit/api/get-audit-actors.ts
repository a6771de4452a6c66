import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { auditKeys } from './get-audit-entries.ts';

/** Who appears as an author in the trail: the author filter's options. */
export const auditActorsQueryOptions = () => queryOptions({
  queryKey: auditKeys.actors,
  queryFn: ({ signal }) => api.audit.actors(undefined, { signal }),
});

export const useAuditActors = () => useQuery(auditActorsQueryOptions());
