import type { AuditActor, AuditEntry, AuditListQuery, Page } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import * as repo from './audit.repository.ts';

/** São Paulo keeps UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO_OFFSET = '-03:00';
const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00${SAO_PAULO_OFFSET}`);

/**
 * The audit trail; the route lets only the audit screen's users (system administrators) in. The
 * date range is of São Paulo calendar days, both included.
 */
export async function listAuditEntries({ db }: Deps, query: AuditListQuery): Promise<Page<AuditEntry>> {
  const page = await repo.listAuditEntries(db, {
    ...query,
    since: query.from ? startOfDay(query.from) : undefined,
    until: query.to ? new Date(startOfDay(query.to).getTime() + DAY_MS) : undefined,
  });
  return {
    total: page.total,
    ...(page.totalCapped ? { totalCapped: true } : {}),
    data: page.data.map((e) => ({
      id: e.id, at: e.at.toISOString(), actorId: e.actorId, actorName: e.actorName, action: e.action, entity: e.entity,
      entityId: e.entityId, before: e.before, after: e.after, ip: e.ip,
    })),
  };
}

/** Who appears as an author in the trail, for the audit screen's author filter. */
export const listAuditActors = ({ db }: Deps): Promise<AuditActor[]> => repo.listAuditActors(db);
