import type { FollowupForm, FollowupSortColumn, SortedPageQuery } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { within, type Within } from '#platform/lib/scope-filter.ts';
import { examGroupsOfFollowup } from '../exam-groups/index.ts';
import { listProgramTravelGroups as travelGroupsOfProgram, travelGroupOfFollowup } from '../travel-groups/index.ts';
import * as repo from './followups.repository.ts';

const entity = 'followup';

const toValues = (input: FollowupForm, programId: ScopedProgramId): repo.FollowupValues => ({
  programId, name: input.name, slug: input.slug ?? null, active: input.active, frequency: input.frequency ?? null,
});

/** The programme a call names, when the request may work in it. */
const programOf = (ctx: RequestContext, programId: number) => programIn(ctx.scope, programId, 'programNotFound');

/** A follow-up within the programme(s); another programme's answers like a missing one. */
async function visibleFollowup(db: DbOrTx, where: Within, id: number) {
  const followup = await repo.findFollowup(db, where, id);
  if (!followup) throw notFound('followupNotFound');
  return followup;
}

/** A follow-up of the caller's programme (or of `programId`, which must be one the caller works in). */
export const getFollowup = ({ db }: Deps, ctx: RequestContext, id: number, programId?: number) =>
  visibleFollowup(db, within(ctx.scope, programId, 'followupNotFound'), id);

export const listProgramFollowups = ({ db }: Deps, ctx: RequestContext, programId: number, onlyWithTravel: boolean) =>
  repo.listProgramFollowups(db, programOf(ctx, programId), onlyWithTravel);

export const listProgramTravelGroups = ({ db }: Deps, ctx: RequestContext, programId: number) =>
  travelGroupsOfProgram(db, programOf(ctx, programId));

export const pageFollowups = ({ db }: Deps, ctx: RequestContext, q: SortedPageQuery<FollowupSortColumn> & { programId: number }) =>
  repo.pageFollowups(db, programOf(ctx, q.programId), q);

export function createFollowup(deps: Deps, ctx: RequestContext, input: FollowupForm) {
  const values = toValues(input, programOf(ctx, input.programId));
  return auditedCreate(deps, ctx, entity, (tx) => repo.insertFollowup(tx, values));
}

export function updateFollowup(deps: Deps, ctx: RequestContext, id: number, input: FollowupForm) {
  const values = toValues(input, programOf(ctx, input.programId));
  return auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleFollowup(tx, ctx.scope, id);
    return { before, after: await repo.updateFollowup(tx, ctx.scope, id, values) };
  });
}

/** Exam groups and travel groups keep their follow-up: the foreign keys refuse the delete. */
export const deleteFollowup = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode: 'followupIsLinkedToOtherEntitie' }, async (tx) => {
    const before = await visibleFollowup(tx, ctx.scope, id);
    await repo.deleteFollowup(tx, ctx.scope, id);
    return before;
  });

/** Spec §7: the exam groups of a follow-up, with every flag, institution and aid. */
export async function listExamGroups({ db }: Deps, ctx: RequestContext, followupId: number) {
  await visibleFollowup(db, ctx.scope, followupId);
  return examGroupsOfFollowup(db, ctx.scope, followupId);
}

/** Spec §7: the travel group of a follow-up, with its aids. */
export async function getFollowupTravelGroup({ db }: Deps, ctx: RequestContext, followupId: number) {
  await visibleFollowup(db, ctx.scope, followupId);
  return travelGroupOfFollowup(db, ctx.scope, followupId);
}
