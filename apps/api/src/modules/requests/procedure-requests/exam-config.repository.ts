import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { readTogether } from '#platform/lib/read-together.ts';
import {
  aidFields, aids, examGroupInstitutions, examGroups, examInstitutions, exams, examSupplies, followups, inventoryBalances,
  presentations, products, supplyInstitutions, userGroupPermissions, userGroups,
  userGroupUsers,
} from '#db/schema/index.ts';

/** An exam group of the programme, with the follow-up it hangs from; undefined when it is another programme's or missing. */
export async function findProgramExamGroup(db: DbOrTx, programId: ScopedProgramId, groupId: number) {
  const [row] = await db.select({
    id: examGroups.id, followupId: examGroups.followupId, requiresSampleWithdrawal: examGroups.requiresSampleWithdrawal,
    requiredAddress: examGroups.requiredAddress, requiredPersonalInformation: examGroups.requiredPersonalInformation,
    requiredProduct: examGroups.requiredProduct, requirePatientAgreement: examGroups.requirePatientAgreement,
    patientAgreementUrl: examGroups.patientAgreementUrl,
    canRequestWithoutInventory: examGroups.canRequestWithoutInventory, requireApprovalWithoutInventory: examGroups.requireApprovalWithoutInventory,
    daysAfterForSampleWithdrawal: examGroups.daysAfterForSampleWithdrawal, sampleWithdrawalRecipientTypes: examGroups.sampleWithdrawalRecipientTypes,
    eligibilityMessage: examGroups.eligibilityMessage,
  }).from(examGroups).innerJoin(followups, eq(followups.id, examGroups.followupId))
    .where(and(eq(examGroups.id, groupId), eq(followups.programId, programId)));
  return row;
}
export type ProgramExamGroup = NonNullable<Awaited<ReturnType<typeof findProgramExamGroup>>>;

/** The exams of a group in their order. */
export const groupExams = (db: DbOrTx, groupId: number) =>
  db.select({ id: exams.id, name: exams.examTypeName, required: exams.required }).from(exams)
    .where(eq(exams.examGroupId, groupId)).orderBy(asc(exams.id));

/** What a request needs to check the laboratories and kits of a group (a constant number of queries). */
export async function groupLinks(db: DbOrTx, groupId: number, examIds: readonly number[]) {
  const ids = examIds.length > 0 ? [...examIds] : [0];
  const [groupInstitutions, examLabs, examKits] = await readTogether(db, [
    () => db.select({ id: examGroupInstitutions.institutionId }).from(examGroupInstitutions).where(eq(examGroupInstitutions.examGroupId, groupId)),
    () => db.select({ examId: examInstitutions.examId, institutionId: examInstitutions.institutionId }).from(examInstitutions).where(inArray(examInstitutions.examId, ids)),
    () => db.select({ examId: examSupplies.examId, supplyId: examSupplies.supplyId }).from(examSupplies).where(inArray(examSupplies.examId, ids)),
  ]);
  const supplyIds = [...new Set(examKits.map((k) => k.supplyId)), 0];
  const kitLabs = await db.select({ supplyId: supplyInstitutions.supplyId, institutionId: supplyInstitutions.institutionId })
    .from(supplyInstitutions).where(inArray(supplyInstitutions.supplyId, supplyIds));
  return { groupInstitutions: groupInstitutions.map((g) => g.id), examLabs, examKits, kitLabs };
}

/** The aid fields of the group's aids. */
export const groupAidFields = (db: DbOrTx, groupId: number) =>
  db.select({ id: aidFields.id, aidId: aidFields.aidId }).from(aidFields).innerJoin(aids, eq(aids.id, aidFields.aidId))
    .where(eq(aids.examGroupId, groupId));

/** A presentation of a product of the programme, with its EAN. */
export async function findProgramPresentation(db: DbOrTx, programId: ScopedProgramId, productId: number, presentationId: number) {
  const [row] = await db.select({ id: presentations.id, ean: presentations.ean }).from(presentations)
    .innerJoin(products, eq(products.id, presentations.productId))
    .where(and(eq(presentations.id, presentationId), eq(products.id, productId), eq(products.programId, programId)));
  return row;
}

/**
 * The CLINICAL_EXAMINATION grants of the user's active groups in the programme: a null type
 * grants every module; a null group every exam group; a null item every exam of the group.
 */
export const examGrants = (db: DbOrTx, userId: number, programId: ScopedProgramId) =>
  db.select({ groupId: userGroupPermissions.groupId, itemId: userGroupPermissions.itemId }).from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .innerJoin(userGroupPermissions, eq(userGroupPermissions.userGroupId, userGroups.id))
    .where(and(
      eq(userGroupUsers.userId, userId), eq(userGroupUsers.active, true), eq(userGroups.programId, programId),
      or(isNull(userGroupPermissions.type), eq(userGroupPermissions.type, 'CLINICAL_EXAMINATION')),
    ));

/** The user's exam vouchers of a group, by exam (a plain read; a request locks them with `lockVouchers`). */
export async function examVouchers(db: DbOrTx, programId: ScopedProgramId, userId: number, groupId: number) {
  const rows = await db.select({ itemId: inventoryBalances.itemId, amount: inventoryBalances.amount }).from(inventoryBalances)
    .where(and(
      eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, userId),
      eq(inventoryBalances.inventoryType, 'CLINICAL_EXAMINATION'), eq(inventoryBalances.groupId, groupId),
    ));
  return new Map(rows.map((r) => [r.itemId, r.amount]));
}
