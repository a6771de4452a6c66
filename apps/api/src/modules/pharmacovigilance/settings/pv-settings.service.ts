import type { PvSettings, PvSettingsValues } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import * as repo from './pv-settings.repository.ts';

/**
 * The regulatory clock by default (decision 0088): RDC 406/2020 gives 15 calendar days from day
 * zero for a serious case; a programme may only shorten it. Non-serious cases have no expedited
 * deadline in Brazil; 90 days keeps them from piling up and a programme may change it.
 */
export const DEFAULT_SERIOUS_DAYS = 15;
export const DEFAULT_NON_SERIOUS_DAYS = 90;

/** A programme's settings, or the defaults (blank identifiers) while it saved none. */
export async function settingsOf(db: DbOrTx, programId: number): Promise<PvSettings> {
  const row = await repo.findSettings(db, programId);
  return {
    programId, saved: row !== undefined,
    senderId: row?.senderId ?? '', receiverId: row?.receiverId ?? '', senderOrganisation: row?.senderOrganisation ?? '',
    companyCode: row?.companyCode ?? '',
    seriousDays: row?.seriousDays ?? DEFAULT_SERIOUS_DAYS, nonSeriousDays: row?.nonSeriousDays ?? DEFAULT_NON_SERIOUS_DAYS,
  };
}

async function visibleProgram(db: DbOrTx, ctx: RequestContext, programId: number): Promise<number> {
  const id = programIn(ctx.scope, programId, 'programNotFound');
  if (!(await repo.programExists(db, id))) throw notFound('programNotFound');
  return id;
}

/** `GET /programs/{programId}/pharmacovigilance-settings`. */
export async function getPvSettings(deps: Deps, ctx: RequestContext, programId: number): Promise<PvSettings> {
  return settingsOf(deps.db, await visibleProgram(deps.db, ctx, programId));
}

/** `PUT /programs/{programId}/pharmacovigilance-settings`: replaces them, audited with before and after. */
export async function updatePvSettings(deps: Deps, ctx: RequestContext, programId: number, input: PvSettingsValues): Promise<PvSettings> {
  return deps.db.transaction(async (tx) => {
    const id = await visibleProgram(tx, ctx, programId);
    const before = await settingsOf(tx, id);
    await repo.saveSettings(tx, { programId: id, ...input, updatedAt: deps.now() });
    const after = await settingsOf(tx, id);
    await recordAudit(tx, { actorId: ctx.actor.userId, action: 'update', entity: 'pvSettings', entityId: id, before, after, ip: ctx.actor.ip });
    return after;
  });
}
