import type { ConfigGroupType, PatientFieldConfigsForm, ProcedureFieldConfigForm } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { conflict, notFound } from '#platform/lib/app-error.ts';
import { groupProgram, invalidReference } from '#platform/lib/config-scope.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { refuseIfInUse } from '#platform/lib/in-use.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import * as repo from './field-configs.repository.ts';

/** The group a call names must lie within the scope; another programme's answers like a missing one. */
async function visibleGroup(db: DbOrTx, within: Within, groupType: ConfigGroupType, groupId: number) {
  if ((await groupProgram(db, within, groupType, groupId)) === undefined) throw notFound('configGroupNotFound');
}

type ProcedureRow = NonNullable<Awaited<ReturnType<typeof repo.findProcedureField>>>;
const toProcedureField = ({ examGroupId: _e, travelGroupId: _t, patientProcedureId: _p, ...field }: ProcedureRow) => field;

export async function listPatientFields({ db }: Deps, ctx: RequestContext, groupType: ConfigGroupType, groupId: number) {
  await visibleGroup(db, ctx.scope, groupType, groupId);
  return repo.listPatientFields(db, groupType, groupId);
}

export async function listProcedureFields({ db }: Deps, ctx: RequestContext, groupType: ConfigGroupType, groupId: number) {
  await visibleGroup(db, ctx.scope, groupType, groupId);
  return (await repo.listProcedureFields(db, groupType, groupId)).map(toProcedureField);
}

/** Replaces a group's patient-field set in one transaction, audited as an update of the group's fields. */
export const savePatientFields = (deps: Deps, ctx: RequestContext, groupType: ConfigGroupType, groupId: number, input: PatientFieldConfigsForm) =>
  auditedUpdate(deps, ctx, { entity: 'patientFieldConfig', id: groupId }, async (tx) => {
    await visibleGroup(tx, ctx.scope, groupType, groupId);
    const before = { groupType, fields: await repo.listPatientFields(tx, groupType, groupId) };
    await repo.replacePatientFields(tx, groupType, groupId, input.fields);
    const after = await repo.listPatientFields(tx, groupType, groupId);
    return { before, after };
  });

const entity = 'procedureFieldConfig';

async function visibleField(db: DbOrTx, within: Within, id: number) {
  const row = await repo.findProcedureField(db, within, id);
  if (!row) throw notFound('fieldConfigNotFound');
  return toProcedureField(row);
}

/** The group must lie within the scope (400 on the field otherwise) and the name be free in it. */
async function checkForm(db: DbOrTx, ctx: RequestContext, input: ProcedureFieldConfigForm, id?: number) {
  if ((await groupProgram(db, ctx.scope, input.groupType, input.groupId)) === undefined) throw invalidReference('groupId');
  if (await repo.nameTaken(db, input.groupType, input.groupId, input.name, id)) throw conflict('fieldConfigNameAlreadyInUse');
}

export const createProcedureField = (deps: Deps, ctx: RequestContext, input: ProcedureFieldConfigForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => {
    await checkForm(tx, ctx, input);
    return visibleField(tx, ctx.scope, await repo.insertProcedureField(tx, input));
  });

export const updateProcedureField = (deps: Deps, ctx: RequestContext, id: number, input: ProcedureFieldConfigForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleField(tx, ctx.scope, id);
    await checkForm(tx, ctx, input, id);
    await repo.updateProcedureField(tx, ctx.scope, id, input);
    return { before, after: await visibleField(tx, ctx.scope, id) };
  });

const linkedCode = 'fieldConfigIsLinkedToOtherEntitie';

export const deleteProcedureField = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode }, async (tx) => {
    const before = await visibleField(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isProcedureFieldInUse, linkedCode);
    await repo.deleteProcedureField(tx, ctx.scope, id);
    return before;
  });
