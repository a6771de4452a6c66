import type { PageQuery, SupplyForm, SupplyGroupForm } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { allFound, invalidReference } from '#platform/lib/config-scope.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { refuseIfInUse } from '#platform/lib/in-use.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import { institutionsOfProgram } from '../institutions/index.ts';
import * as repo from './supplies.repository.ts';

const programOf = (ctx: RequestContext, programId: number) => programIn(ctx.scope, programId, 'programNotFound');

// ---- Supply groups --------------------------------------------------------------------------------

const groupEntity = 'supplyGroup';
const groupLinkedCode = 'supplyGroupIsLinkedToOtherEntitie';

async function visibleGroup(db: DbOrTx, within: Within, id: number) {
  const group = await repo.findSupplyGroup(db, within, id);
  if (!group) throw notFound('supplyGroupNotFound');
  return group;
}

export const getSupplyGroup = ({ db }: Deps, ctx: RequestContext, id: number) => visibleGroup(db, ctx.scope, id);

export const listProgramSupplyGroups = ({ db }: Deps, ctx: RequestContext, programId: number) =>
  repo.listProgramSupplyGroups(db, programOf(ctx, programId));

export const pageSupplyGroups = ({ db }: Deps, ctx: RequestContext, q: PageQuery & { programId: number }) =>
  repo.pageSupplyGroups(db, programOf(ctx, q.programId), q);

export function createSupplyGroup(deps: Deps, ctx: RequestContext, input: SupplyGroupForm) {
  const values = { programId: programOf(ctx, input.programId), name: input.name };
  return auditedCreate(deps, ctx, groupEntity, (tx) => repo.insertSupplyGroup(tx, values));
}

export function updateSupplyGroup(deps: Deps, ctx: RequestContext, id: number, input: SupplyGroupForm) {
  const values = { programId: programOf(ctx, input.programId), name: input.name };
  return auditedUpdate(deps, ctx, { entity: groupEntity, id }, async (tx) => {
    const before = await visibleGroup(tx, ctx.scope, id);
    if (before.programId !== values.programId) await refuseIfInUse(tx, id, repo.isSupplyGroupInUse, groupLinkedCode);
    return { before, after: await repo.updateSupplyGroup(tx, ctx.scope, id, values) };
  });
}

export const deleteSupplyGroup = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity: groupEntity, id, linkedCode: groupLinkedCode }, async (tx) => {
    const before = await visibleGroup(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isSupplyGroupInUse, groupLinkedCode);
    await repo.deleteSupplyGroup(tx, ctx.scope, id);
    return before;
  });

// ---- Supplies -------------------------------------------------------------------------------------

const entity = 'supply';
const linkedCode = 'supplyIsLinkedToOtherEntitie';

async function visibleSupply(db: DbOrTx, within: Within, id: number) {
  const supply = await repo.findSupply(db, within, id);
  if (!supply) throw notFound('supplyNotFound');
  return supply;
}

export const getSupply = ({ db }: Deps, ctx: RequestContext, id: number) => visibleSupply(db, ctx.scope, id);

export async function listGroupSupplies({ db }: Deps, ctx: RequestContext, supplyGroupId: number) {
  await visibleGroup(db, ctx.scope, supplyGroupId);
  return repo.listGroupSupplies(db, ctx.scope, supplyGroupId);
}

/** The group must lie within the scope, and the institutions be its programme's. */
async function toValues(db: DbOrTx, ctx: RequestContext, input: SupplyForm): Promise<repo.SupplyValues> {
  const group = await repo.findSupplyGroup(db, ctx.scope, input.supplyGroupId);
  if (!group) throw invalidReference('supplyGroupId');
  if (!allFound(input.institutionIds, await institutionsOfProgram(db, group.programId, input.institutionIds))) throw invalidReference('institutionIds');
  return {
    supplyGroupId: input.supplyGroupId,
    name: input.name,
    recipientTypes: input.recipientTypes,
    maxQuantityPerRequest: input.maxQuantityPerRequest ?? null,
    showFieldCpfRequester: input.showFieldCpfRequester,
    showFieldRecipientTypes: input.showFieldRecipientTypes,
  };
}

export const createSupply = (deps: Deps, ctx: RequestContext, input: SupplyForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => {
    const id = await repo.insertSupply(tx, await toValues(tx, ctx, input), input.institutionIds);
    return visibleSupply(tx, ctx.scope, id);
  });

export const updateSupply = (deps: Deps, ctx: RequestContext, id: number, input: SupplyForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleSupply(tx, ctx.scope, id);
    const values = await toValues(tx, ctx, input);
    if (values.supplyGroupId !== before.supplyGroupId) await refuseIfInUse(tx, id, repo.isSupplyInUse, linkedCode);
    await repo.updateSupply(tx, ctx.scope, id, values, input.institutionIds);
    return { before, after: await visibleSupply(tx, ctx.scope, id) };
  });

export const deleteSupply = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode }, async (tx) => {
    const before = await visibleSupply(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isSupplyInUse, linkedCode);
    await repo.deleteSupply(tx, ctx.scope, id);
    return before;
  });
