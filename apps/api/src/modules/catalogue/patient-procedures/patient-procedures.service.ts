import type { PageQuery, PatientProcedureForm } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { invalidReference } from '#platform/lib/config-scope.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { refuseIfInUse } from '#platform/lib/in-use.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import * as repo from './patient-procedures.repository.ts';

const entity = 'patientProcedure';
const linkedCode = 'patientProcedureIsLinkedToOtherEntitie';

async function visible(db: DbOrTx, within: Within, id: number) {
  const row = await repo.findPatientProcedure(db, within, id);
  if (!row) throw notFound('patientProcedureConfigNotFound');
  return row;
}

export const getPatientProcedure = ({ db }: Deps, ctx: RequestContext, id: number) => visible(db, ctx.scope, id);

export const pagePatientProcedures = (
  { db }: Deps, ctx: RequestContext, q: PageQuery & { programId: number; productId?: number | undefined },
) => repo.pagePatientProcedures(db, programIn(ctx.scope, q.programId, 'programNotFound'), q);

/** The product must lie within the scope (400 on the field otherwise). */
async function programOfProduct(db: DbOrTx, ctx: RequestContext, productId: number) {
  const programId = await repo.productProgram(db, ctx.scope, productId);
  if (programId === undefined) throw invalidReference('productId');
  return programId;
}

export const createPatientProcedure = (deps: Deps, ctx: RequestContext, input: PatientProcedureForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => {
    await programOfProduct(tx, ctx, input.productId);
    return visible(tx, ctx.scope, await repo.insertPatientProcedure(tx, input));
  });

export const updatePatientProcedure = (deps: Deps, ctx: RequestContext, id: number, input: PatientProcedureForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visible(tx, ctx.scope, id);
    const programId = await programOfProduct(tx, ctx, input.productId);
    const current = await repo.productProgram(tx, ctx.scope, before.productId);
    if (programId !== current) await refuseIfInUse(tx, id, repo.isPatientProcedureInUse, linkedCode);
    await repo.updatePatientProcedure(tx, ctx.scope, id, input);
    return { before, after: await visible(tx, ctx.scope, id) };
  });

export const deletePatientProcedure = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode }, async (tx) => {
    const before = await visible(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isPatientProcedureInUse, linkedCode);
    await repo.deletePatientProcedure(tx, ctx.scope, id);
    return before;
  });
