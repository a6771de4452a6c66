import { dynamicFieldIssues, isUnderage, issuesByField, saoPauloDate, type PatientProcedureRequest, type ProcedureCreated } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, forbidden } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { invalidReference } from '#platform/lib/config-scope.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { lockVouchers, spendVouchers } from '../inventory/index.ts';
import * as config from './request-config.repository.ts';
import { patientsOfCaller, patientsOfRequester } from '#platform/context/patient-scope.ts';
import { birthDateForAgeRule, registerPatient } from '#patients/patients/index.ts';
import * as writes from './procedure-writes.repository.ts';
import { duplicatesCountedFor, patientValuesOf } from './request-patient.ts';
import type { RequestTypeHandler } from './request-handler.ts';
import { idempotencyColumns, type Idempotency } from './idempotency.ts';
import { requestFieldConfigs } from './field-configs.repository.ts';

const MESSAGE_KEY = 'msg.successToRequestPatientProcedure';

/**
 * Every check that reads configuration (spec §5 Patient-procedure request): the product and its
 * patient procedure in the programme, the caller's grant, the dynamic rules of the exam request
 * on the patient procedure's field configs, and the patient's age. Answers the active fields' answers.
 */
async function checkPatientProcedureRequest(db: DbOrTx, ctx: RequestContext, programId: ScopedProgramId, body: PatientProcedureRequest, now: Date) {
  const procedure = await config.findProgramPatientProcedure(db, programId, body.productId, body.patientProcedureId);
  if (!procedure) throw invalidReference('patientProcedureId');
  if (ctx.userType !== 'SYSADMIN') {
    const grants = await config.grantsOf(db, ctx.userId, programId, 'PATIENT_PROCEDURE');
    if (!config.granted(grants, body.productId, body.patientProcedureId)) throw forbidden('patientProcedureNotAllowed');
  }
  const fields = await requestFieldConfigs(db, 'patientProcedureId', procedure.id);
  const issues = dynamicFieldIssues(body, fields);
  if (issues.length > 0) throw new AppError('validation', 400, issuesByField(issues));

  const today = saoPauloDate(now);
  const birthDate = await birthDateForAgeRule(db, patientsOfCaller(ctx, programId), programId, body.patient.cpf, body.patient.birthDate);
  if (birthDate && isUnderage(birthDate, today)) throw new AppError('patientUnderage', 400, { 'patient.birthDate': ['err.patientUnderage'] });

  const active = new Set(fields.procedureFields.filter((f) => f.active).map((f) => f.name));
  return Object.fromEntries(Object.entries(body.procedureFieldsAnswers).filter(([name]) => active.has(name)));
}

/**
 * `POST /procedures` of type PATIENT_PROCEDURE (spec §2, §5, §8): every rule checked, then in one
 * transaction the patient, the request and its one child, ONE unit of the requester's
 * PATIENT_PROCEDURE stock (group = product, item = patient procedure) spent on it (400
 * insufficientInventory at 0), and the audit entry. An open request of the same patient procedure
 * for the CPF refuses it (400 existingPatientProcedure): anyone's where the caller reads the record,
 * only their own otherwise (decision 0063).
 */
async function createPatientProcedureRequest(
  deps: Deps, ctx: RequestContext, programId: ScopedProgramId, body: PatientProcedureRequest, idempotency: Idempotency | undefined,
): Promise<ProcedureCreated> {
  const fieldAnswers = await checkPatientProcedureRequest(deps.db, ctx, programId, body, deps.now());
  const code = newProcedureCode();
  return deps.db.transaction(async (tx) => {
    // The patient row stays locked: two requests for one patient run one after the other.
    const patient = await registerPatient(tx, patientsOfRequester(ctx, programId), patientValuesOf(body.patient));
    const patientId = patient.id;
    const procedureId = await writes.insertProcedure(tx, {
      programId, type: 'PATIENT_PROCEDURE', code, createdById: ctx.userId, patientId,
      productId: body.productId, patientProcedureId: body.patientProcedureId, fieldAnswers, ...idempotencyColumns(idempotency),
    });
    if (await config.patientHasOpenPatientProcedure(tx, programId, patientId, body.patientProcedureId, procedureId, duplicatesCountedFor(patient, ctx.userId))) {
      throw new AppError('existingPatientProcedure', 400);
    }
    const owner = { programId, inventoryType: 'PATIENT_PROCEDURE' as const, groupId: body.productId, userId: ctx.userId };
    const held = await lockVouchers(tx, owner, [body.patientProcedureId]);
    if ((held.get(body.patientProcedureId) ?? 0) < 1) throw new AppError('insufficientInventory', 400);
    const [childId] = await writes.insertChildren(tx, procedureId, [
      { code: newProcedureCode(), type: 'PATIENT_PROCEDURE', patientProcedureId: body.patientProcedureId, paidByVoucher: true },
    ]);
    await spendVouchers(tx, { ...owner, createdById: ctx.userId, procedureId }, [{ childId: childId!, itemId: body.patientProcedureId }]);
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'procedure.create', entity: 'procedure', entityId: procedureId, ip: ctx.ip,
      after: { type: 'PATIENT_PROCEDURE', code, productId: body.productId, patientProcedureId: body.patientProcedureId, patientId },
    });
    return { id: procedureId, code, status: 'OPEN' as const, messageKey: MESSAGE_KEY };
  });
}

export const patientProcedureRequestHandler: RequestTypeHandler<PatientProcedureRequest> = {
  create: createPatientProcedureRequest,
  messageKey: () => MESSAGE_KEY,
};
