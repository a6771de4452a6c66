import {
  allowedEans, onlyDigits, type CheckPatientResult, type FirstMedicineMedicine, type FirstMedicinePresentation, type QuestionnaireQuestion,
  type TreatmentStartResult, type WsAcessoSuccess,
} from '@portal/domain';
import type { z } from 'zod';
import type {
  checkPatientBodySchema, firstMedicineMedicinesQuerySchema, firstMedicinePresentationsQuerySchema, firstMedicineQuestionsQuerySchema,
  registerPatientBodySchema, validateTreatmentStartBodySchema,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { isSuccess, sameName } from '#integrations/wsacesso/index.ts';
import * as repo from './first-medicine.repository.ts';
import { callService, presentationTarget, productTarget, requireProgramCode, requireSuccess } from './wsacesso-gateway.ts';
import { patientRegistration } from './registration.ts';
import { assertMayOpenRequests } from '#doctors/council/index.ts';

/**
 * Spec §7 Integration (wsacesso), the release screen's calls: patient lookup, registration,
 * treatment-start check, and the medicines, presentations and questionnaire the service offers,
 * matched to the programme's catalogue.
 */

const scoped = (ctx: RequestContext, programId: number) => programIn(ctx.scope, programId, 'programNotFound');

/** §4 Patient lookup: '00' is registered, any other status not registered. */
export async function checkPatient(deps: Deps, ctx: RequestContext, body: z.output<typeof checkPatientBodySchema>): Promise<CheckPatientResult> {
  const code = await requireProgramCode(deps, scoped(ctx, body.programId));
  const answer = await callService(() => deps.wsAcesso.checkPatient(code, body.cpf), 'failedToCheckCpf');
  return { state: isSuccess(answer) ? 'registered' : 'notRegistered', message: answer.message };
}

/** Registers a new patient (origin 19): msg.successToRegisterPatient, or the service's refusal. */
export async function registerPatient(deps: Deps, ctx: RequestContext, body: z.output<typeof registerPatientBodySchema>): Promise<WsAcessoSuccess> {
  await assertMayOpenRequests(deps, ctx);
  const target = await productTarget(deps, scoped(ctx, body.programId), body.productId, 'failedToRegisterPatient');
  const answer = await callService(() => deps.wsAcesso.registerPatient(patientRegistration(target, body.patient, body.prescriberDoctor)), 'failedToRegisterPatient');
  requireSuccess(answer, 'failedToRegisterPatient');
  return { messageKey: 'msg.successToRegisterPatient', message: answer.message };
}

/** The treatment-start check: '00' eligible; otherwise not, with the service's message. */
export async function validateTreatmentStart(
  deps: Deps, ctx: RequestContext, body: z.output<typeof validateTreatmentStartBodySchema>,
): Promise<TreatmentStartResult> {
  const target = await presentationTarget(deps, scoped(ctx, body.programId), body.presentationId, undefined, 'failedToCheckCpf');
  const answer = await callService(() => deps.wsAcesso.validateTreatmentStart({
    programCode: target.programCode, cpf: body.cpf, ean: target.presentation.ean, crm: body.crm, uf: body.uf,
  }), 'failedToCheckCpf');
  return { eligible: isSuccess(answer), message: answer.message };
}

/** The programme's products among the medicines the service releases (matched by name). */
export async function listMedicines(
  deps: Deps, ctx: RequestContext, query: z.output<typeof firstMedicineMedicinesQuerySchema>,
): Promise<FirstMedicineMedicine[]> {
  const programId = scoped(ctx, query.programId);
  const code = await requireProgramCode(deps, programId);
  const [medicines, products] = await Promise.all([
    callService(() => deps.wsAcesso.listMedicines(code), 'failedToLoadFormData'), repo.productsOf(deps.db, programId),
  ]);
  return products.flatMap((p) => {
    const medicine = medicines.find((m) => sameName(m.name, p.name));
    return medicine ? [{ productId: p.id, name: p.name, pathologyCode: p.pathologyCode ?? medicine.pathologyCode }] : [];
  });
}

/**
 * The product's presentations the service offers at treatment start (matched by EAN) and allowed
 * by its indication questions, each with the doctor's FIRST_MEDICINE vouchers.
 */
export async function listPresentations(
  deps: Deps, ctx: RequestContext, query: z.output<typeof firstMedicinePresentationsQuerySchema>,
): Promise<FirstMedicinePresentation[]> {
  const programId = scoped(ctx, query.programId);
  const target = await productTarget(deps, programId, query.productId, 'failedToLoadFormData');
  const [offered, questions, own] = await Promise.all([
    callService(() => deps.wsAcesso.listPresentations(target.programCode, target.pathologyCode), 'failedToLoadFormData'),
    callService(() => deps.wsAcesso.listQuestions(target.programCode, target.pathologyCode), 'failedToLoadFormData'),
    repo.presentationsOf(deps.db, programId, query.productId),
  ]);
  const allowed = allowedEans(questions);
  const releasable = own.flatMap((p) => {
    const ean = p.ean?.trim();
    return ean && offered.some((o) => onlyDigits(o.ean) === onlyDigits(ean)) && (!allowed || allowed.has(ean)) ? [{ ...p, ean }] : [];
  });
  const held = await repo.vouchersHeld(deps.db, programId, ctx.userId, query.productId, releasable.map((p) => p.id));
  return releasable.map((p) => ({ presentationId: p.id, name: p.name, ean: p.ean, vouchers: held.get(p.id) ?? 0 }));
}

/** The dynamic questionnaire (origin 23) of the product's pathology. */
export async function listQuestions(
  deps: Deps, ctx: RequestContext, query: z.output<typeof firstMedicineQuestionsQuerySchema>,
): Promise<QuestionnaireQuestion[]> {
  const target = await productTarget(deps, scoped(ctx, query.programId), query.productId, 'failedToLoadFormData');
  return callService(() => deps.wsAcesso.listQuestions(target.programCode, target.pathologyCode), 'failedToLoadFormData');
}
