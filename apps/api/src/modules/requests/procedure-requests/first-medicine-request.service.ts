import {
  allowedEans, questionnaireIssues, releaseCpf, visibleQuestions, type FirstMedicineRequest, type ProcedureCreated,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { isSuccess } from '#integrations/wsacesso/index.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { callService, patientRegistration, presentationTarget, requireSuccess, vouchersHeld, type PresentationTarget } from '../first-medicine/index.ts';
import { lockVouchers, spendVouchers } from '../inventory/index.ts';
import { patientsOfRequester } from '#platform/context/patient-scope.ts';
import { registerPatient } from '#patients/patients/index.ts';
import * as writes from './procedure-writes.repository.ts';
import type { RequestTypeHandler } from './request-handler.ts';
import { idempotencyColumns, type Idempotency } from './idempotency.ts';

/** Spec §8, §9: released for collection within 30 days. */
const MESSAGE_KEY = 'msg.successToReleaseMedicationWithin30Days';
const FAILURE = 'failedToReleaseMedication' as const;

/** The questionnaire's answers checked against the service's questions for the presentation (400 `validation`, fields `answers.<code>`). */
async function checkedAnswers(deps: Deps, target: PresentationTarget, body: FirstMedicineRequest) {
  const questions = await callService(() => deps.wsAcesso.listQuestions(target.programCode, target.pathologyCode), FAILURE);
  const allowed = allowedEans(questions);
  if (allowed && !allowed.has(target.presentation.ean)) throw new AppError('presentationNotReleasable', 400);
  // A registered patient is asked only the indication (spec §2).
  const onlyIndication = body.release.state === 'registered';
  const issues = questionnaireIssues(questions, target.presentation.ean, body.answers, onlyIndication);
  if (issues.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const i of issues) (fields[`answers.${i.questionCode}`] ??= []).push(i.message);
    throw new AppError('validation', 400, fields);
  }
  const shown = new Set(visibleQuestions(questions, target.presentation.ean, body.answers, onlyIndication).map((q) => q.code));
  return body.answers.filter((a) => shown.has(a.questionCode));
}

/**
 * The service's side of a release, in order: a new patient registered (origin 19) unless the
 * service already has them, the treatment start validated ('00', else 400
 * patientNotEligibleForTreatment with the service's message), the medicine registered with the
 * answers (origin 23). Unreachable: 502 failedToReleaseMedication (failedToRegisterPatient while registering).
 */
async function releaseInService(deps: Deps, target: PresentationTarget, body: FirstMedicineRequest, answers: FirstMedicineRequest['answers']) {
  const { release } = body;
  const cpf = releaseCpf(release);
  if (release.state === 'notRegistered') {
    const known = await callService(() => deps.wsAcesso.checkPatient(target.programCode, cpf), 'failedToRegisterPatient');
    if (!isSuccess(known)) {
      const registered = await callService(
        () => deps.wsAcesso.registerPatient(patientRegistration(target, release.patient, release.prescriberDoctor)), 'failedToRegisterPatient',
      );
      requireSuccess(registered, 'failedToRegisterPatient');
    }
  }
  const doctor = { crm: release.prescriberDoctor.crm, uf: release.prescriberDoctor.uf };
  const start = await callService(() => deps.wsAcesso.validateTreatmentStart({ programCode: target.programCode, cpf, ean: target.presentation.ean, ...doctor }), FAILURE);
  requireSuccess(start, 'patientNotEligibleForTreatment');
  const medicine = await callService(() => deps.wsAcesso.registerMedicine({
    programCode: target.programCode, pathologyCode: target.pathologyCode, presentationCode: target.presentation.code,
    ean: target.presentation.ean, cpf, doctor, answers,
  }), FAILURE);
  requireSuccess(medicine, FAILURE);
}

/** The patient as stored once per programme: a new patient's registration, or a registered one's CPF. */
function patientValues(release: FirstMedicineRequest['release']) {
  if (release.state === 'registered') return { cpf: release.cpf, name: null, details: {}, keepName: true };
  const { cpf, name, birthDate, mobile, email, gender, consents, ...rest } = release.patient;
  const details: Record<string, string | boolean> = {
    ...Object.fromEntries(Object.entries(rest).filter((e): e is [string, string] => typeof e[1] === 'string')),
    acceptContact: consents.contact, acceptSms: consents.sms, acceptPhone: consents.phone, acceptMail: consents.mail, acceptEmail: consents.email,
  };
  return { cpf, name, birthDate, phone: mobile, email, gender, details, keepName: false };
}

/**
 * `POST /procedures` of type FIRST_MEDICINE (spec §2, §5, §8): the presentation and answers
 * checked, the doctor's voucher checked, the service's release done, then in one transaction the
 * patient, the request with its one MEDICINE child, the voucher spent (FIRST_MEDICINE, group =
 * product, item = presentation), both APPROVED (released: what the doctor is told) and the audit entry. The stock is checked before the service is
 * called so a doctor without vouchers never releases in the service; the spend in the transaction
 * is the one that counts (a concurrent release of the last voucher answers insufficientInventory).
 */
async function createFirstMedicineRelease(
  deps: Deps, ctx: RequestContext, programId: ScopedProgramId, body: FirstMedicineRequest, idempotency: Idempotency | undefined,
): Promise<ProcedureCreated> {
  const target = await presentationTarget(deps, programId, body.presentationId, body.productId, FAILURE);
  const answers = await checkedAnswers(deps, target, body);
  const held = await vouchersHeld(deps.db, programId, ctx.userId, body.productId, [body.presentationId]);
  if ((held.get(body.presentationId) ?? 0) < 1) throw new AppError('insufficientInventory', 400);
  await releaseInService(deps, target, body, answers);

  const code = newProcedureCode();
  return deps.db.transaction(async (tx) => {
    const { keepName, ...patient } = patientValues(body.release);
    // A registered patient's name is the service's: a new record holds none (shown as "Paciente sem nome"); one on file is kept.
    const { id: patientId } = await registerPatient(tx, patientsOfRequester(ctx, programId), patient);
    const procedureId = await writes.insertProcedure(tx, {
      programId, type: 'FIRST_MEDICINE', code, createdById: ctx.userId, patientId,
      productId: body.productId, presentationId: body.presentationId,
      fieldAnswers: { answers, prescriberDoctor: body.release.prescriberDoctor }, ...idempotencyColumns(idempotency),
    });
    const owner = { programId, inventoryType: 'FIRST_MEDICINE' as const, groupId: body.productId, userId: ctx.userId };
    await lockVouchers(tx, owner, [body.presentationId]);
    const [childId] = await writes.insertChildren(tx, procedureId, [
      { code: newProcedureCode(), type: 'MEDICINE', presentationId: body.presentationId, paidByVoucher: true },
    ]);
    await spendVouchers(tx, { ...owner, createdById: ctx.userId, procedureId }, [{ childId: childId!, itemId: body.presentationId }]);
    await writes.approveOnRelease(tx, procedureId, deps.now());
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'procedure.create', entity: 'procedure', entityId: procedureId, ip: ctx.ip,
      after: { type: 'FIRST_MEDICINE', code, productId: body.productId, presentationId: body.presentationId, patientId, newPatient: !keepName },
    });
    return { id: procedureId, code, status: 'APPROVED' as const, messageKey: MESSAGE_KEY };
  });
}

export const firstMedicineRequestHandler: RequestTypeHandler<FirstMedicineRequest> = {
  create: createFirstMedicineRelease,
  messageKey: () => MESSAGE_KEY,
};
