import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { patientFieldConfigs, procedureFieldConfigs } from '#db/schema/index.ts';

/** The owner of a request's field configs: an exam group, a travel group or a patient procedure. */
export type FieldConfigOwner = 'examGroupId' | 'travelGroupId' | 'patientProcedureId';

/**
 * The patient and procedure fields a request of this owner asks for (spec §3 field configs), in
 * field order. Read one after the other: callers run it inside their transaction.
 */
export async function requestFieldConfigs(db: DbOrTx, owner: FieldConfigOwner, ownerId: number) {
  const patientFields = await db.select({ field: patientFieldConfigs.field, visible: patientFieldConfigs.visible, required: patientFieldConfigs.required })
    .from(patientFieldConfigs).where(eq(patientFieldConfigs[owner], ownerId));
  const procedureFields = await db.select({
    name: procedureFieldConfigs.name, label: procedureFieldConfigs.label, fieldType: procedureFieldConfigs.fieldType,
    options: procedureFieldConfigs.options, min: procedureFieldConfigs.min, max: procedureFieldConfigs.max, active: procedureFieldConfigs.active,
    viewType: procedureFieldConfigs.viewType, requiredAnswers: procedureFieldConfigs.requiredAnswers,
  }).from(procedureFieldConfigs).where(eq(procedureFieldConfigs[owner], ownerId)).orderBy(asc(procedureFieldConfigs.order));
  return { patientFields, procedureFields };
}
