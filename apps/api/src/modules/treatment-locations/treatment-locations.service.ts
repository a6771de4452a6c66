import type { TreatmentLocationForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '../../lib/crud.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findTravelGroupProgram } from '../followups/followups.repository.ts';
import { assertProgramScope, scopedRecord, type Actor } from '../programs/program-scope.ts';
import * as repo from './treatment-locations.repository.ts';

const entity = 'treatmentLocation';

const toValues = (input: TreatmentLocationForm): repo.TreatmentLocationValues => ({ ...input, complement: input.complement ?? null });

export const getTreatmentLocation = async (db: DbOrTx, auth: AuthContext, id: number, programId?: number) =>
  repo.toTreatmentLocation(scopedRecord(auth, await repo.findTreatmentLocation(db, id), 'treatmentLocationNotFound', programId));

/** The travel group picked on the form must be one of the caller's programme. */
export async function assertTravelGroup(db: DbOrTx, auth: AuthContext, travelGroupId: number) {
  const programId = await findTravelGroupProgram(db, travelGroupId);
  if (programId === undefined) throw new AppError('validation', 400, { travelGroupId: ['validation.invalidField'] });
  assertProgramScope(auth, programId);
}

export const createTreatmentLocation = (db: Db, auth: AuthContext, actor: Actor, input: TreatmentLocationForm) =>
  auditedCreate(db, { actor, entity }, async (tx) => {
    await assertTravelGroup(tx, auth, input.travelGroupId);
    return getTreatmentLocation(tx, auth, await repo.insertTreatmentLocation(tx, toValues(input)));
  });

export const updateTreatmentLocation = (db: Db, auth: AuthContext, actor: Actor, id: number, input: TreatmentLocationForm) =>
  auditedUpdate(db, { actor, entity, id }, async (tx) => {
    const before = await getTreatmentLocation(tx, auth, id);
    await assertTravelGroup(tx, auth, input.travelGroupId);
    await repo.updateTreatmentLocation(tx, id, toValues(input));
    return { before, after: await getTreatmentLocation(tx, auth, id) };
  });

/** Travel requests that name a location keep it: the foreign keys refuse the delete. */
export const deleteTreatmentLocation = (db: Db, auth: AuthContext, actor: Actor, id: number) =>
  removeOrRefuse(db, { actor, entity, id, linkedCode: 'treatmentLocationIsLinkedToOtherEntitie' }, async (tx) => {
    const before = await getTreatmentLocation(tx, auth, id);
    await repo.deleteTreatmentLocation(tx, id);
    return before;
  });
