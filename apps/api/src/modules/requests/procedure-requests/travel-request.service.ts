import type { ProcedureCreated, TravelRequest } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { duplicatesCountedFor, patientValuesOf } from './request-patient.ts';
import { patientsOfRequester } from '#platform/context/patient-scope.ts';
import { registerPatient } from '#patients/patients/index.ts';
import * as writes from './procedure-writes.repository.ts';
import type { RequestTypeHandler } from './request-handler.ts';
import { idempotencyColumns, type Idempotency } from './idempotency.ts';
import { checkTravelRequest } from './travel-request.checks.ts';
import { patientHasOpenTravel } from './travel-config.repository.ts';

const MESSAGE_KEY = 'msg.successToRequestTravel';

/**
 * `POST /procedures` of type TRAVEL (spec §3, §5, §8): every rule checked, then in one transaction
 * the patient, the request with its travel group and location, one child per aid and the audit
 * entry. No stock moves. A patient with a travel request still under way for the follow-up is
 * refused (decision 0017).
 */
async function createTravelRequest(deps: Deps, ctx: RequestContext, programId: ScopedProgramId, body: TravelRequest, idempotency: Idempotency | undefined): Promise<ProcedureCreated> {
  const checked = await checkTravelRequest(deps.db, programId, body);
  const code = newProcedureCode();
  return deps.db.transaction(async (tx) => {
    // The upsert locks the patient's row: a concurrent request for the same patient waits and then sees this one.
    const patient = await registerPatient(tx, patientsOfRequester(ctx, programId), patientValuesOf(body.patient));
    const patientId = patient.id;
    const procedureId = await writes.insertProcedure(tx, {
      programId, type: 'TRAVEL', code, createdById: ctx.userId, patientId, followupId: body.followupId,
      travelGroupId: checked.group.id, treatmentLocationId: checked.locationId, treatmentLocation: checked.location,
      fieldAnswers: checked.fieldAnswers, aidFieldIds: body.aidFields, ...idempotencyColumns(idempotency),
    });
    if (await patientHasOpenTravel(tx, programId, patientId, body.followupId, procedureId, duplicatesCountedFor(patient, ctx.userId))) {
      // The group's own refusal text, when it set one, is the answer's message (decision 0079).
      throw new AppError('eligibilityRejectedTravel', 400).withDetail(checked.group.eligibilityMessage);
    }
    const childIds = await writes.insertChildren(tx, procedureId, checked.aidIds.map((aidId) => ({ code: newProcedureCode(), type: 'AID' as const, aidId })));
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'procedure.create', entity: 'procedure', entityId: procedureId, ip: ctx.ip,
      after: { type: 'TRAVEL', code, travelGroupId: checked.group.id, patientId, children: childIds.length, treatmentLocationId: checked.locationId },
    });
    return { id: procedureId, code, status: 'OPEN' as const, messageKey: MESSAGE_KEY };
  });
}

export const travelRequestHandler: RequestTypeHandler<TravelRequest> = {
  create: createTravelRequest,
  messageKey: () => MESSAGE_KEY,
};
