import type { FollowupForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '../../lib/crud.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { assertProgramScope, scopedRecord, type Actor } from '../programs/program-scope.ts';
import * as repo from './followups.repository.ts';

const entity = 'followup';

const toValues = (input: FollowupForm): repo.FollowupValues => ({
  programId: input.programId, name: input.name, slug: input.slug ?? null, active: input.active,
});

export const getFollowup = async (db: DbOrTx, auth: AuthContext, id: number, programId?: number) =>
  scopedRecord(auth, await repo.findFollowup(db, id), 'followupNotFound', programId);

export function createFollowup(db: Db, auth: AuthContext, actor: Actor, input: FollowupForm) {
  assertProgramScope(auth, input.programId);
  return auditedCreate(db, { actor, entity }, (tx) => repo.insertFollowup(tx, toValues(input)));
}

export function updateFollowup(db: Db, auth: AuthContext, actor: Actor, id: number, input: FollowupForm) {
  assertProgramScope(auth, input.programId);
  return auditedUpdate(db, { actor, entity, id }, async (tx) => {
    const before = await getFollowup(tx, auth, id);
    return { before, after: await repo.updateFollowup(tx, id, toValues(input)) };
  });
}

/** Exam groups and travel groups keep their follow-up: the foreign keys refuse the delete. */
export const deleteFollowup = (db: Db, auth: AuthContext, actor: Actor, id: number) =>
  removeOrRefuse(db, { actor, entity, id, linkedCode: 'followupIsLinkedToOtherEntitie' }, async (tx) => {
    const before = await getFollowup(tx, auth, id);
    await repo.deleteFollowup(tx, id);
    return before;
  });
