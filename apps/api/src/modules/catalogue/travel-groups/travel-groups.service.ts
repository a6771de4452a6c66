import type { PageQuery, TravelGroupForm } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { conflict, notFound } from '#platform/lib/app-error.ts';
import { invalidReference } from '#platform/lib/config-scope.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { refuseIfInUse } from '#platform/lib/in-use.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import { aidsOf } from '../aids/index.ts';
import * as repo from './travel-groups.repository.ts';

const entity = 'travelGroup';
const linkedCode = 'travelGroupIsLinkedToOtherEntitie';

type Group = NonNullable<Awaited<ReturnType<typeof repo.findTravelGroup>>>;

/** Spec §3 Travel group with its aids and their fields. */
async function withAids(db: DbOrTx, { programId: _programId, followupId: _followupId, ...group }: Group) {
  return { ...group, aids: await aidsOf(db, 'travelGroupId', [group.id]) };
}

async function visibleGroup(db: DbOrTx, within: Within, id: number) {
  const group = await repo.findTravelGroup(db, within, id);
  if (!group) throw notFound('travelGroupNotFound');
  return group;
}

const travelGroupView = async (db: DbOrTx, within: Within, id: number) => withAids(db, await visibleGroup(db, within, id));

export const getTravelGroup = ({ db }: Deps, ctx: RequestContext, id: number) => travelGroupView(db, ctx.scope, id);

/** Spec §7 `GET /followups/{followupId}/travel-group` (the caller checked the follow-up). */
export async function travelGroupOfFollowup(db: DbOrTx, within: Within, followupId: number) {
  const group = await repo.findFollowupTravelGroup(db, within, followupId);
  if (!group) throw notFound('travelGroupNotFound');
  return withAids(db, group);
}

export const listFollowupsForTravel = ({ db }: Deps, ctx: RequestContext, programId: number) =>
  repo.listFollowupsForTravel(db, programIn(ctx.scope, programId, 'programNotFound'));

export const pageTravelGroups = ({ db }: Deps, ctx: RequestContext, q: PageQuery & { programId: number; followupIds?: number[] | undefined }) =>
  repo.pageTravelGroups(db, programIn(ctx.scope, q.programId, 'programNotFound'), q);

/** The follow-up must lie within the scope, and have no other travel group (spec §7: one per follow-up). */
async function toValues(db: DbOrTx, ctx: RequestContext, input: TravelGroupForm, id?: number): Promise<repo.TravelGroupValues> {
  const followup = await repo.followupFor(db, ctx.scope, input.followupId, id);
  if (!followup) throw invalidReference('followupId');
  if (followup.taken) throw conflict('followupAlreadyHasTravelGroup');
  return {
    followupId: input.followupId,
    name: input.name,
    treatmentLocationLabel: input.treatmentLocationLabel ?? null,
    showOtherOptionForTreatmentLocation: input.showOtherOptionForTreatmentLocation,
    eligibilityMessage: input.eligibilityMessage ?? null,
  };
}

export const createTravelGroup = (deps: Deps, ctx: RequestContext, input: TravelGroupForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => travelGroupView(tx, ctx.scope, await repo.insertTravelGroup(tx, await toValues(tx, ctx, input))));

export const updateTravelGroup = (deps: Deps, ctx: RequestContext, id: number, input: TravelGroupForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const current = await visibleGroup(tx, ctx.scope, id);
    const before = await withAids(tx, current);
    const values = await toValues(tx, ctx, input, id);
    const moved = (await repo.followupFor(tx, ctx.scope, input.followupId, id))?.programId !== current.programId;
    if (moved) await refuseIfInUse(tx, id, repo.isTravelGroupInUse, linkedCode);
    await repo.updateTravelGroup(tx, ctx.scope, id, values);
    return { before, after: await travelGroupView(tx, ctx.scope, id) };
  });

export const deleteTravelGroup = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode }, async (tx) => {
    const before = await travelGroupView(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isTravelGroupInUse, linkedCode);
    await repo.deleteTravelGroup(tx, ctx.scope, id);
    return before;
  });
