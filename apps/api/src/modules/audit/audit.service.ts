import type { AuditEntry, Page, PageQuery } from '@portal/domain';
import type { Deps } from '../../context/deps.ts';
import * as repo from './audit.repository.ts';

/** The audit trail, newest first; the route lets only the audit screen's users (system administrators) in. */
export async function listAuditEntries({ db }: Deps, query: PageQuery): Promise<Page<AuditEntry>> {
  const page = await repo.listAuditEntries(db, query);
  return {
    total: page.total,
    data: page.data.map((e) => ({
      id: e.id, at: e.at.toISOString(), actorId: e.actorId, actorName: e.actorName, action: e.action, entity: e.entity,
      entityId: e.entityId, before: e.before, after: e.after, ip: e.ip,
    })),
  };
}
