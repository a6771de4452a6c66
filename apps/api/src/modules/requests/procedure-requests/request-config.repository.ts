import { and, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PermissionType } from '@portal/domain';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import {
  patientProcedures, procedureChildren, procedures, products, supplies, supplyGroups,
  supplyInstitutions, userGroupPermissions, userGroups, userGroupUsers,
} from '#db/schema/index.ts';

/** The configuration reads of the patient-procedure and supply requests, each bounded by the programme. */

/** A patient procedure of a product of the programme; undefined when it is another programme's, another product's or missing. */
export async function findProgramPatientProcedure(db: DbOrTx, programId: ScopedProgramId, productId: number, patientProcedureId: number) {
  const [row] = await db.select({ id: patientProcedures.id, productId: patientProcedures.productId }).from(patientProcedures)
    .innerJoin(products, eq(products.id, patientProcedures.productId))
    .where(and(eq(patientProcedures.id, patientProcedureId), eq(products.id, productId), eq(products.programId, programId)));
  return row;
}

/** A supply of a supply group of the programme, with the institutions that ship it. */
export async function findProgramSupply(db: DbOrTx, programId: ScopedProgramId, supplyGroupId: number, supplyId: number) {
  const [row] = await db.select({
    id: supplies.id, supplyGroupId: supplies.supplyGroupId, maxQuantityPerRequest: supplies.maxQuantityPerRequest,
    recipientTypes: supplies.recipientTypes, showFieldRecipientTypes: supplies.showFieldRecipientTypes,
    showFieldCpfRequester: supplies.showFieldCpfRequester,
  }).from(supplies).innerJoin(supplyGroups, eq(supplyGroups.id, supplies.supplyGroupId))
    .where(and(eq(supplies.id, supplyId), eq(supplyGroups.id, supplyGroupId), eq(supplyGroups.programId, programId)));
  if (!row) return undefined;
  const links = await db.select({ id: supplyInstitutions.institutionId }).from(supplyInstitutions).where(eq(supplyInstitutions.supplyId, row.id));
  return { ...row, institutionIds: links.map((l) => l.id) };
}
export type ProgramSupply = NonNullable<Awaited<ReturnType<typeof findProgramSupply>>>;

/**
 * The grants of one permission type in the user's active groups of the programme: a null type
 * grants every module; a null group every group; a null item every item of the group.
 */
export const grantsOf = (db: DbOrTx, userId: number, programId: ScopedProgramId, type: PermissionType) =>
  db.select({ groupId: userGroupPermissions.groupId, itemId: userGroupPermissions.itemId }).from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .innerJoin(userGroupPermissions, eq(userGroupPermissions.userGroupId, userGroups.id))
    .where(and(
      eq(userGroupUsers.userId, userId), eq(userGroupUsers.active, true), eq(userGroups.programId, programId),
      or(isNull(userGroupPermissions.type), eq(userGroupPermissions.type, type)),
    ));

/** Whether the grants allow the item of the group. */
export function granted(grants: readonly { groupId: number | null; itemId: number | null }[], groupId: number, itemId: number): boolean {
  return grants.some((g) => (g.groupId === null || g.groupId === groupId) && (g.itemId === null || g.itemId === itemId));
}

const openChild = (db: DbOrTx) => exists(db.select({ one: sql`1` }).from(procedureChildren).where(and(
  eq(procedureChildren.procedureId, procedures.id), inArray(procedureChildren.status, ['OPEN', 'APPROVED', 'SCHEDULED']),
)));

/**
 * Whether the patient already has an open request (OPEN, APPROVED or SCHEDULED) of the same
 * patient procedure in the programme (spec §8 existingProcedure): a programme-wide yes or no —
 * or only among `requesterId`'s requests, for a caller who does not read the record (decision 0063).
 */
export async function patientHasOpenPatientProcedure(
  db: DbOrTx, programId: ScopedProgramId, patientId: number, patientProcedureId: number, exceptId: number, requesterId?: number,
) {
  const [row] = await db.select({ id: procedures.id }).from(procedures).where(and(
    eq(procedures.programId, programId), eq(procedures.type, 'PATIENT_PROCEDURE'), eq(procedures.patientId, patientId),
    eq(procedures.patientProcedureId, patientProcedureId), sql`${procedures.id} <> ${exceptId}`, openChild(db),
    requesterId === undefined ? undefined : eq(procedures.createdById, requesterId),
  )).limit(1);
  return row !== undefined;
}

/**
 * Who a kit goes to (spec §8 kit already requested): the recipient's CPF when the kit asks for
 * it (whoever requests), otherwise the requesting doctor's recipient of that type and name.
 */
export type KitRecipient = { cpf: string } | { requesterId: number; recipientType: string; recipientName: string };

/** Whether the same kit is already open (OPEN, APPROVED or SCHEDULED) for that recipient in the programme. */
export async function kitOpenForRecipient(db: DbOrTx, programId: ScopedProgramId, supplyId: number, recipient: KitRecipient, exceptId: number) {
  const sameRecipient = 'cpf' in recipient
    ? sql`${procedures.address}->>'recipientCpf' = ${recipient.cpf}`
    : and(
      eq(procedures.createdById, recipient.requesterId),
      sql`coalesce(${procedures.address}->>'recipientType', '') = ${recipient.recipientType}`,
      sql`lower(trim(${procedures.address}->>'recipientName')) = lower(trim(${recipient.recipientName}))`,
    );
  const [row] = await db.select({ id: procedures.id }).from(procedures).where(and(
    eq(procedures.programId, programId), eq(procedures.type, 'SUPPLY'), sql`${procedures.id} <> ${exceptId}`, sameRecipient,
    exists(db.select({ one: sql`1` }).from(procedureChildren).where(and(
      eq(procedureChildren.procedureId, procedures.id), eq(procedureChildren.supplyId, supplyId),
      inArray(procedureChildren.status, ['OPEN', 'APPROVED', 'SCHEDULED']),
    ))),
  )).limit(1);
  return row !== undefined;
}
