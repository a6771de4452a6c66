import { AUDIT_SORT_COLUMNS } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

export const auditKeys = { list: ['audit'] as const, actors: ['audit', 'actors'] as const };

/** Empty filter values count as absent. */
const given = (value: string | undefined) => value || undefined;

/** GET /api/audit: one page of the audit trail, newest first unless sorted, with the author/action/date filters. */
export const getAuditEntries = (query: TableQuery, signal?: AbortSignal) => {
  const { actorId, action, from, to } = query.filters;
  return api.audit.list({
    query: toPageQuery(query, { actorId: given(actorId), action: given(action), from: given(from), to: given(to) }, AUDIT_SORT_COLUMNS),
  }, { signal });
};
