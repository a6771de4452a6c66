import { eligibilityOfRequest, type ExamAvailability, type ExamRequest, type LogisticType, type ProcedureCreated } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { Tx } from '#db/client.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import { addWorkingHours } from '#platform/jobs/business-hours.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { lockVouchers, spendVouchers } from '../inventory/index.ts';
import { checkAgreementCode, consumeAgreementCode, discardAgreementFile, storeAgreementFile } from './agreement.ts';
import { checkExamRequest, type CheckedExamRequest } from './exam-request.checks.ts';
import { patientsOfRequester } from '#platform/context/patient-scope.ts';
import { phoneOnFile, registerPatient } from '#patients/patients/index.ts';
import { duplicatesCountedFor, patientValuesOf } from './request-patient.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import * as writes from './procedure-writes.repository.ts';
import type { RequestTypeHandler } from './request-handler.ts';
import { idempotencyColumns, type Idempotency } from './idempotency.ts';

/** Spec §3 eligibility results: the catalogue key describing each availability. */
const ELIGIBILITY_DESCRIPTION: Record<ExamAvailability, string> = {
  VOUCHER_AVAILABLE: 'eligibility.voucherAvailable',
  REQUEST_EXAM: 'eligibility.requestExam',
  REQUEST_APPROVAL: 'eligibility.requestProgrammeApproval',
  OUT_OF_STOCK: 'eligibility.outOfStock',
};

/** Spec §8 success message; with CORREIOS it says the reverse-postage code comes within 24 business hours. */
const examMessageKey = (logisticType: LogisticType | null | undefined) =>
  logisticType === 'CORREIOS' ? 'msg.successToRequestExamsCorreios' : 'msg.successToRequestExams';

/**
 * Spends vouchers, stores the children and their eligibility: one child per exam (then per kit
 * and aid), each exam judged by `eligibilityOfRequest` on the requester's locked balances.
 */
async function createChildren(tx: Tx, ctx: RequestContext, programId: ScopedProgramId, procedureId: number, checked: CheckedExamRequest, institutionId: number | null) {
  const owner = { programId, inventoryType: 'CLINICAL_EXAMINATION' as const, groupId: checked.group.id, userId: ctx.userId };
  const held = await lockVouchers(tx, owner, checked.exams.map((e) => e.id));
  const outcome = eligibilityOfRequest(checked.exams.map((e) => ({ examId: e.id, vouchers: held.get(e.id) ?? 0 })), checked.group);
  // The group's own refusal text, when it set one, is the answer's message (decision 0079).
  if (!outcome.some((o) => o.selectable)) throw new AppError('eligibilityRejected', 400).withDetail(checked.group.eligibilityMessage);
  if (outcome.some((o) => !o.selectable)) throw new AppError('insufficientInventory', 400);

  const childIds = await writes.insertChildren(tx, procedureId, [
    ...outcome.map((o) => ({ code: newProcedureCode(), type: 'EXAM' as const, examId: o.examId, institutionId, paidByVoucher: o.consumesVoucher })),
    ...checked.kits.map((k) => ({ code: newProcedureCode(), type: 'SUPPLY' as const, supplyId: k.supplyId, institutionId: k.institutionId })),
    ...checked.aidIds.map((aidId) => ({ code: newProcedureCode(), type: 'AID' as const, aidId })),
  ]);
  await writes.insertEligibilityResults(tx, procedureId, outcome.map((o, i) => ({
    childId: childIds[i]!, result: o.result, description: ELIGIBILITY_DESCRIPTION[o.availability],
  })));
  if (outcome.some((o) => o.needsProgrammeApproval)) await writes.setNeedsProgrammeApproval(tx, procedureId);
  const paid = outcome.flatMap((o, i) => (o.consumesVoucher ? [{ childId: childIds[i]!, itemId: o.examId }] : []));
  await spendVouchers(tx, { ...owner, createdById: ctx.userId, procedureId }, paid);
  return childIds;
}

/**
 * `POST /procedures` of type CLINICAL_EXAMINATION (spec §5, §8): every rule checked, then in one
 * transaction the patient, the request, its children and eligibility, the vouchers spent, the
 * agreement code used, the audit entry and, for CORREIOS, the reverse-postage job.
 */
async function createExamRequest(deps: Deps, ctx: RequestContext, programId: ScopedProgramId, body: ExamRequest, idempotency: Idempotency | undefined): Promise<ProcedureCreated> {
  const now = deps.now();
  const checked = await checkExamRequest(deps.db, ctx, programId, body, now);
  const agreementType = checked.group.requirePatientAgreement ? body.agreementType! : null;
  // The code went to the phone on file for a patient on file (decision 0041), else to the typed one.
  const agreementPhone = agreementType === 'CODE' ? (await phoneOnFile(deps.db, programId, body.patient.cpf)) ?? body.patient.phone : '';
  const codeId = agreementType === 'CODE' ? await checkAgreementCode(deps, agreementPhone, body.code!) : undefined;
  const storageKey = agreementType === 'FILE' ? await storeAgreementFile(deps, body.agreementFile!) : undefined;
  const logisticType = checked.group.requiresSampleWithdrawal ? body.logisticType ?? null : null;
  const keepsAddress = checked.group.requiresSampleWithdrawal || checked.group.requiredAddress;
  const code = newProcedureCode();
  try {
    return await deps.db.transaction(async (tx) => {
      const patient = await registerPatient(tx, patientsOfRequester(ctx, programId), patientValuesOf(body.patient));
      const patientId = patient.id;
      // First the row holding the idempotency key: a concurrent repeat stops here.
      const procedureId = await writes.insertProcedure(tx, {
        programId, type: 'CLINICAL_EXAMINATION', code, createdById: ctx.userId, patientId, followupId: body.followupId,
        examGroupId: checked.group.id, institutionId: body.institutionId ?? null,
        productId: checked.group.requiredProduct ? body.productId ?? null : null,
        presentationId: checked.group.requiredProduct ? body.presentationId ?? null : null,
        agreementType, agreementStorageKey: storageKey ?? null, logisticType,
        address: keepsAddress ? body.userAddress ?? null : null, fieldAnswers: checked.fieldAnswers, aidFieldIds: body.aidFields,
        ...idempotencyColumns(idempotency),
      });
      if (await writes.patientHasOpenExam(tx, programId, patientId, checked.group.id, procedureId, duplicatesCountedFor(patient, ctx.userId))) {
        throw new AppError('existingPatientProcedure', 400);
      }
      if (codeId !== undefined) await consumeAgreementCode(tx, codeId, now);
      const childIds = await createChildren(tx, ctx, programId, procedureId, checked, body.institutionId ?? null);
      if (logisticType === 'CORREIOS') {
        await enqueue(tx, 'requestReversePostage', { procedureId }, { runAt: addWorkingHours(now, 0) });
      }
      await recordAudit(tx, {
        actorId: ctx.userId, action: 'procedure.create', entity: 'procedure', entityId: procedureId, ip: ctx.ip,
        after: { type: 'CLINICAL_EXAMINATION', code, examGroupId: checked.group.id, patientId, children: childIds.length, logisticType },
      });
      return { id: procedureId, code, status: 'OPEN' as const, messageKey: examMessageKey(logisticType) };
    });
  } catch (error) {
    await discardAgreementFile(deps, storageKey);
    throw error;
  }
}

export const examRequestHandler: RequestTypeHandler<ExamRequest> = {
  create: createExamRequest,
  messageKey: (row) => examMessageKey(row.logisticType),
};
