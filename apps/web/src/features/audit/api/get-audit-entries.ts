import type { Page } from '@portal/domain';
import { toPageParams, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api-client.ts';

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorName?: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export const auditKeys = { list: ['audit'] as const };

/** GET /api/audit: one page of the audit trail, newest first (system administrators). */
export const getAuditEntries = (query: TableQuery, signal?: AbortSignal): Promise<Page<AuditEntry>> =>
  api.get<Page<AuditEntry>>(`/audit?${toPageParams(query)}`, { signal });
