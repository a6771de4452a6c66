import type { AidForm } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { groupProgram, invalidReference } from '#platform/lib/config-scope.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { refuseIfInUse } from '#platform/lib/in-use.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import * as repo from './aids.repository.ts';

const entity = 'aid';
const linkedCode = 'aidIsLinkedToOtherEntitie';

async function visibleAid(db: DbOrTx, within: Within, id: number) {
  const aid = await repo.findAid(db, within, id);
  if (!aid) throw notFound('aidNotFound');
  return aid;
}

/** The group the form names must lie within the scope (400 on the field otherwise). */
async function toValues(db: DbOrTx, ctx: RequestContext, input: AidForm, aidId?: number): Promise<repo.AidValues> {
  const group = input.examGroupId !== undefined
    ? { type: 'EXAM_GROUP' as const, id: input.examGroupId, field: 'examGroupId' }
    : { type: 'TRAVEL_GROUP' as const, id: input.travelGroupId ?? 0, field: 'travelGroupId' };
  if ((await groupProgram(db, ctx.scope, group.type, group.id)) === undefined) throw invalidReference(group.field);
  const own = aidId === undefined ? [] : await repo.fieldIdsOf(db, aidId);
  if (input.aidFields.some((f) => f.id !== undefined && !own.includes(f.id))) throw invalidReference('aidFields');
  return {
    examGroupId: input.examGroupId ?? null,
    travelGroupId: input.travelGroupId ?? null,
    name: input.name,
    aidFields: input.aidFields,
  };
}

export const getAid = ({ db }: Deps, ctx: RequestContext, id: number) => visibleAid(db, ctx.scope, id);

export const createAid = (deps: Deps, ctx: RequestContext, input: AidForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => visibleAid(tx, ctx.scope, await repo.insertAid(tx, await toValues(tx, ctx, input))));

export const updateAid = (deps: Deps, ctx: RequestContext, id: number, input: AidForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleAid(tx, ctx.scope, id);
    await repo.updateAid(tx, ctx.scope, id, await toValues(tx, ctx, input, id));
    return { before, after: await visibleAid(tx, ctx.scope, id) };
  });

export const deleteAid = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode }, async (tx) => {
    const before = await visibleAid(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isAidInUse, linkedCode);
    await repo.deleteAid(tx, ctx.scope, id);
    return before;
  });
