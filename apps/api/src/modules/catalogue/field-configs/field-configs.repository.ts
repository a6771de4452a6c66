import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { ConfigGroupType, PatientFieldConfigsForm, ProcedureFieldConfigForm } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { patientFieldConfigs, procedureFieldConfigs } from '#db/schema/index.ts';
import { programIs, programOfGroup } from '#platform/lib/config-scope.ts';
import type { Within } from '#platform/lib/scope-filter.ts';

type Owned = typeof patientFieldConfigs | typeof procedureFieldConfigs;

/** The owner columns of a field config for `(groupType, groupId)`: exactly one is set. */
export const ownerValues = (groupType: ConfigGroupType, groupId: number) => ({
  examGroupId: groupType === 'EXAM_GROUP' ? groupId : null,
  travelGroupId: groupType === 'TRAVEL_GROUP' ? groupId : null,
  patientProcedureId: groupType === 'PATIENT_PROCEDURE' ? groupId : null,
});

function ownedBy(table: Owned, groupType: ConfigGroupType, groupId: number): SQL {
  switch (groupType) {
    case 'EXAM_GROUP': return eq(table.examGroupId, groupId);
    case 'TRAVEL_GROUP': return eq(table.travelGroupId, groupId);
    case 'PATIENT_PROCEDURE': return eq(table.patientProcedureId, groupId);
  }
}

// ---- Patient fields (the caller checked the group lies within its scope) ----

const patientColumns = { id: patientFieldConfigs.id, field: patientFieldConfigs.field, visible: patientFieldConfigs.visible, required: patientFieldConfigs.required };

export const listPatientFields = (db: DbOrTx, groupType: ConfigGroupType, groupId: number) =>
  db.select(patientColumns).from(patientFieldConfigs).where(ownedBy(patientFieldConfigs, groupType, groupId)).orderBy(asc(patientFieldConfigs.id));

export async function replacePatientFields(db: DbOrTx, groupType: ConfigGroupType, groupId: number, fields: PatientFieldConfigsForm['fields']) {
  await db.delete(patientFieldConfigs).where(ownedBy(patientFieldConfigs, groupType, groupId));
  if (fields.length > 0) await db.insert(patientFieldConfigs).values(fields.map((f) => ({ ...ownerValues(groupType, groupId), ...f })));
}

// ---- Procedure fields ----

const { examGroupId, travelGroupId, patientProcedureId } = procedureFieldConfigs;
const procedureColumns = {
  id: procedureFieldConfigs.id, name: procedureFieldConfigs.name, label: procedureFieldConfigs.label, fieldType: procedureFieldConfigs.fieldType,
  options: procedureFieldConfigs.options, mask: procedureFieldConfigs.mask, max: procedureFieldConfigs.max, min: procedureFieldConfigs.min,
  order: procedureFieldConfigs.order, group: procedureFieldConfigs.group, active: procedureFieldConfigs.active,
  showAtBottom: procedureFieldConfigs.showAtBottom, viewType: procedureFieldConfigs.viewType, requiredAnswers: procedureFieldConfigs.requiredAnswers,
  examGroupId, travelGroupId, patientProcedureId,
};

export const listProcedureFields = (db: DbOrTx, groupType: ConfigGroupType, groupId: number) =>
  db.select(procedureColumns).from(procedureFieldConfigs).where(ownedBy(procedureFieldConfigs, groupType, groupId))
    .orderBy(asc(procedureFieldConfigs.order), asc(procedureFieldConfigs.id));

/** A procedure field reaches its programme through its group. */
export async function findProcedureField(db: DbOrTx, within: Within, id: number) {
  const [row] = await db.select(procedureColumns).from(procedureFieldConfigs).where(scoped(within, id));
  return row;
}

/** Whether another field of the group already has the name. */
export async function nameTaken(db: DbOrTx, groupType: ConfigGroupType, groupId: number, name: string, exceptId?: number) {
  const rows = await db.select({ id: procedureFieldConfigs.id }).from(procedureFieldConfigs).where(and(
    ownedBy(procedureFieldConfigs, groupType, groupId), eq(procedureFieldConfigs.name, name),
    exceptId === undefined ? undefined : ne(procedureFieldConfigs.id, exceptId),
  ));
  return rows.length > 0;
}

const toValues = (input: ProcedureFieldConfigForm) => ({
  ...ownerValues(input.groupType, input.groupId),
  name: input.name, label: input.label, fieldType: input.fieldType, options: input.options ?? null, mask: input.mask ?? null,
  max: input.max ?? null, min: input.min ?? null, order: input.order, group: input.group ?? null, active: input.active,
  showAtBottom: input.showAtBottom, viewType: input.viewType, requiredAnswers: input.requiredAnswers ?? null,
});

export async function insertProcedureField(db: DbOrTx, input: ProcedureFieldConfigForm) {
  const [row] = await db.insert(procedureFieldConfigs).values(toValues(input)).returning({ id: procedureFieldConfigs.id });
  return row!.id;
}

const scoped = (within: Within, id: number) =>
  and(eq(procedureFieldConfigs.id, id), programIs(programOfGroup(examGroupId, travelGroupId, patientProcedureId), within));

export const updateProcedureField = (db: DbOrTx, within: Within, id: number, input: ProcedureFieldConfigForm) =>
  db.update(procedureFieldConfigs).set({ ...toValues(input), updatedAt: new Date() }).where(scoped(within, id));

export const deleteProcedureField = (db: DbOrTx, within: Within, id: number) => db.delete(procedureFieldConfigs).where(scoped(within, id));

/**
 * Whether anything still names the procedure field. Nothing does: answers are kept by field name
 * with the request. The one place that decides whether a field may be removed.
 */
export const isProcedureFieldInUse = async (_db: DbOrTx, _id: number): Promise<boolean> => false;
