import type { TreatmentLocationForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findTravelGroupProgram } from '../followups/followups.repository.ts';
import { assertProgramScope, type Actor } from '../programs/program-scope.ts';
import * as repo from './treatment-locations.repository.ts';

const toValues = (input: TreatmentLocationForm): repo.TreatmentLocationValues => ({ ...input, complement: input.complement ?? null });

export async function getTreatmentLocation(db: DbOrTx, auth: AuthContext, id: number, programId?: number) {
  const row = await repo.findTreatmentLocation(db, id);
  if (!row || (programId !== undefined && row.programId !== programId)) throw notFound('treatmentLocationNotFound');
  assertProgramScope(auth, row.programId);
  return repo.toTreatmentLocation(row);
}

/** The travel group picked on the form must be one of the caller's programme. */
export async function assertTravelGroup(db: DbOrTx, auth: AuthContext, travelGroupId: number) {
  const programId = await findTravelGroupProgram(db, travelGroupId);
  if (programId === undefined) throw new AppError('validation', 400, { travelGroupId: ['validation.invalidField'] });
  assertProgramScope(auth, programId);
}

export const createTreatmentLocation = (db: Db, auth: AuthContext, actor: Actor, input: TreatmentLocationForm) =>
  db.transaction(async (tx) => {
    await assertTravelGroup(tx, auth, input.travelGroupId);
    const id = await repo.insertTreatmentLocation(tx, toValues(input));
    const after = await getTreatmentLocation(tx, auth, id);
    await recordAudit(tx, { actorId: actor.userId, action: 'create', entity: 'treatmentLocation', entityId: id, after, ip: actor.ip });
    return after;
  });

export const updateTreatmentLocation = (db: Db, auth: AuthContext, actor: Actor, id: number, input: TreatmentLocationForm) =>
  db.transaction(async (tx) => {
    const before = await getTreatmentLocation(tx, auth, id);
    await assertTravelGroup(tx, auth, input.travelGroupId);
    await repo.updateTreatmentLocation(tx, id, toValues(input));
    const after = await getTreatmentLocation(tx, auth, id);
    await recordAudit(tx, { actorId: actor.userId, action: 'update', entity: 'treatmentLocation', entityId: id, before, after, ip: actor.ip });
    return after;
  });

/** Travel requests that name a location keep it: the foreign keys refuse the delete. */
export async function deleteTreatmentLocation(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await getTreatmentLocation(tx, auth, id);
      await repo.deleteTreatmentLocation(tx, id);
      await recordAudit(tx, { actorId: actor.userId, action: 'delete', entity: 'treatmentLocation', entityId: id, before, ip: actor.ip });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('treatmentLocationIsLinkedToOtherEntitie');
    throw error;
  }
}
