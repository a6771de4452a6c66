import { examRequestIssues, issuesByField, saoPauloDate, isUnderage, type ExamRequest } from '@portal/domain';
import { patientsOfCaller } from '#platform/context/patient-scope.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, forbidden, notFound } from '#platform/lib/app-error.ts';
import { invalidReference } from '#platform/lib/config-scope.ts';
import * as config from './exam-config.repository.ts';
import { birthDateForAgeRule } from '#patients/patients/index.ts';
import { requestFieldConfigs } from './field-configs.repository.ts';

/**
 * Every check of an exam request that reads configuration but writes nothing (spec §5, §8): the
 * group and its follow-up, the caller's grant, the exams, laboratories, kits and aids, the product,
 * the rules of `examRequestIssues` and the patient's age. Answers what the transaction needs.
 */
export interface CheckedExamRequest {
  group: config.ProgramExamGroup;
  exams: { id: number; name: string }[];
  /** One kit child per supply choice. */
  kits: { itemId: number; supplyId: number; institutionId: number }[];
  /** The aids whose fields were all ticked. */
  aidIds: number[];
  /** The procedure fields' answers, keyed by field name, of the group's active fields only. */
  fieldAnswers: Record<string, unknown>;
}

const fail = (field: string, message: string) => new AppError('validation', 400, { [field]: [message] });

/** A user group grant names the group, or lists the exams it grants; none for the group refuses (403). */
export async function checkGrant(db: DbOrTx, ctx: RequestContext, programId: ScopedProgramId, groupId: number, itemIds: readonly number[]) {
  if (ctx.userType === 'SYSADMIN') return;
  const grants = await config.examGrants(db, ctx.userId, programId);
  const forGroup = grants.filter((g) => g.groupId === null || g.groupId === groupId);
  if (forGroup.length === 0) throw forbidden('examGroupNotAllowed');
  if (forGroup.some((g) => g.itemId === null)) return;
  const granted = new Set(forGroup.map((g) => g.itemId));
  if (itemIds.some((id) => !granted.has(id))) throw forbidden('examGroupNotAllowed');
}

/** The laboratory: required when the group (or an exam) names laboratories, and one each selected exam accepts. */
function checkLaboratories(body: ExamRequest, links: Awaited<ReturnType<typeof config.groupLinks>>) {
  const labsOf = (examId: number) => links.examLabs.filter((l) => l.examId === examId).map((l) => l.institutionId);
  const needsLab = links.groupInstitutions.length > 0 || body.itemIds.some((id) => labsOf(id).length > 0);
  if (body.institutionId === undefined) {
    if (needsLab) throw new AppError('unselectedLaboratory', 400, { institutionId: ['validation.requiredSelect'] });
    return;
  }
  if (!links.groupInstitutions.includes(body.institutionId)) throw invalidReference('institutionId');
  body.itemIds.forEach((examId, i) => {
    const labs = labsOf(examId);
    if (labs.length > 0 && !labs.includes(body.institutionId!)) {
      throw new AppError('fillAllLaboratoryFields', 400, { [`itemIds.${i}`]: ['validation.requiredSelect'] });
    }
  });
}

/** Kits `{itemId, supplyId, institutionId}`: of a selected exam, linked to it, from a laboratory that ships it; an exam with kits needs one. */
function checkKits(body: ExamRequest, links: Awaited<ReturnType<typeof config.groupLinks>>) {
  body.supplies.forEach((s, i) => {
    const linked = links.examKits.some((k) => k.examId === s.itemId && k.supplyId === s.supplyId);
    const labs = links.kitLabs.filter((l) => l.supplyId === s.supplyId).map((l) => l.institutionId);
    if (!body.itemIds.includes(s.itemId) || !linked) throw invalidReference(`supplies.${i}`);
    if (labs.length > 0 ? !labs.includes(s.institutionId) : !links.groupInstitutions.includes(s.institutionId)) {
      throw invalidReference(`supplies.${i}.institutionId`);
    }
  });
  body.itemIds.forEach((examId, i) => {
    if (links.examKits.some((k) => k.examId === examId) && !body.supplies.some((s) => s.itemId === examId)) {
      throw new AppError('fillAllLaboratoryFields', 400, { [`itemIds.${i}`]: ['validation.requiredSelect'] });
    }
  });
}

/** Ticked aid fields must be the group's; an aid counts as chosen when all its fields are ticked. */
async function chosenAids(db: DbOrTx, groupId: number, ticked: readonly number[]): Promise<number[]> {
  if (ticked.length === 0) return [];
  const fields = await config.groupAidFields(db, groupId);
  if (ticked.some((id) => !fields.some((f) => f.id === id))) throw invalidReference('aidFields');
  const aidIds = [...new Set(fields.filter((f) => ticked.includes(f.id)).map((f) => f.aidId))];
  if (aidIds.some((aidId) => fields.some((f) => f.aidId === aidId && !ticked.includes(f.id)))) throw fail('aidFields', 'validation.requiredField');
  return aidIds;
}

export async function checkExamRequest(
  db: DbOrTx, ctx: RequestContext, programId: ScopedProgramId, body: ExamRequest, now: Date,
): Promise<CheckedExamRequest> {
  const group = await config.findProgramExamGroup(db, programId, body.groupId);
  if (!group) throw notFound('examGroupNotFound');
  if (group.followupId !== body.followupId) throw invalidReference('followupId');
  await checkGrant(db, ctx, programId, group.id, body.itemIds);

  const allExams = await config.groupExams(db, group.id);
  if (new Set(body.itemIds).size !== body.itemIds.length) throw fail('itemIds', 'validation.invalidField');
  const unknown = body.itemIds.findIndex((id) => !allExams.some((e) => e.id === id));
  if (unknown >= 0) throw invalidReference(`itemIds.${unknown}`);
  if (allExams.some((e) => e.required && !body.itemIds.includes(e.id))) throw fail('itemIds', 'validation.requiredSelect');

  const links = await config.groupLinks(db, group.id, allExams.map((e) => e.id));
  checkLaboratories(body, links);
  checkKits(body, links);
  const aidIds = await chosenAids(db, group.id, body.aidFields);

  const today = saoPauloDate(now);
  const fields = await requestFieldConfigs(db, 'examGroupId', group.id);
  const issues = examRequestIssues(body, { group, ...fields }, today);
  if (issues.length > 0) throw new AppError('validation', 400, issuesByField(issues));

  if (group.requiredProduct && body.productId !== undefined && body.presentationId !== undefined) {
    const presentation = await config.findProgramPresentation(db, programId, body.productId, body.presentationId);
    if (!presentation) throw invalidReference('presentationId');
    if (presentation.ean && presentation.ean !== body.presentationEan) throw invalidReference('presentationEan');
  }

  const birthDate = await birthDateForAgeRule(db, patientsOfCaller(ctx, programId), programId, body.patient.cpf, body.patient.birthDate);
  if (birthDate && isUnderage(birthDate, today)) throw new AppError('patientUnderage', 400, { 'patient.birthDate': ['err.patientUnderage'] });

  const active = new Set(fields.procedureFields.filter((f) => f.active).map((f) => f.name));
  const fieldAnswers = Object.fromEntries(Object.entries(body.procedureFieldsAnswers).filter(([name]) => active.has(name)));
  const exams = body.itemIds.map((id) => allExams.find((e) => e.id === id)!);
  return { group, exams, kits: body.supplies, aidIds, fieldAnswers };
}
