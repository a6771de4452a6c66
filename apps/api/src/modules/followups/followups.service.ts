import type { FollowupForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { assertProgramScope, type Actor } from '../programs/program-scope.ts';
import * as repo from './followups.repository.ts';

const toValues = (input: FollowupForm): repo.FollowupValues => ({
  programId: input.programId, name: input.name, slug: input.slug ?? null, active: input.active,
});

export async function getFollowup(db: DbOrTx, auth: AuthContext, id: number, programId?: number) {
  const row = await repo.findFollowup(db, id);
  if (!row || (programId !== undefined && row.programId !== programId)) throw notFound('followupNotFound');
  assertProgramScope(auth, row.programId);
  return row;
}

export async function createFollowup(db: Db, auth: AuthContext, actor: Actor, input: FollowupForm) {
  assertProgramScope(auth, input.programId);
  return db.transaction(async (tx) => {
    const after = await repo.insertFollowup(tx, toValues(input));
    await recordAudit(tx, { actorId: actor.userId, action: 'create', entity: 'followup', entityId: after.id, after, ip: actor.ip });
    return after;
  });
}

export async function updateFollowup(db: Db, auth: AuthContext, actor: Actor, id: number, input: FollowupForm) {
  assertProgramScope(auth, input.programId);
  return db.transaction(async (tx) => {
    const before = await getFollowup(tx, auth, id);
    const after = await repo.updateFollowup(tx, id, toValues(input));
    await recordAudit(tx, { actorId: actor.userId, action: 'update', entity: 'followup', entityId: id, before, after, ip: actor.ip });
    return after;
  });
}

/** Exam groups and travel groups keep their follow-up: the foreign keys refuse the delete. */
export async function deleteFollowup(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await getFollowup(tx, auth, id);
      await repo.deleteFollowup(tx, id);
      await recordAudit(tx, { actorId: actor.userId, action: 'delete', entity: 'followup', entityId: id, before, ip: actor.ip });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('followupIsLinkedToOtherEntitie');
    throw error;
  }
}
