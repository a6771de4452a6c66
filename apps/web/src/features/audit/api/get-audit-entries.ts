import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

export const auditKeys = { list: ['audit'] as const };

/** GET /api/audit: one page of the audit trail, newest first (system administrators). */
export const getAuditEntries = (query: TableQuery, signal?: AbortSignal) => api.audit.list({ query: toPageQuery(query) }, { signal });
