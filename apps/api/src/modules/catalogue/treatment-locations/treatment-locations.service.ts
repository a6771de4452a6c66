import type { SortedPageQuery, TreatmentLocationForm, TreatmentLocationSortColumn } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { within, type Within } from '#platform/lib/scope-filter.ts';
import { travelGroupExists } from '../followups/index.ts';
import * as repo from './treatment-locations.repository.ts';

const entity = 'treatmentLocation';

const toValues = (input: TreatmentLocationForm): repo.TreatmentLocationValues => ({ ...input, complement: input.complement ?? null });

/** A location within the programme(s); another programme's answers like a missing one. */
async function visibleLocation(db: DbOrTx, where: Within, id: number) {
  const row = await repo.findTreatmentLocation(db, where, id);
  if (!row) throw notFound('treatmentLocationNotFound');
  return repo.toTreatmentLocation(row);
}

/** A location of the caller's programme (or of `programId`, which must be one the caller works in). */
export const getTreatmentLocation = ({ db }: Deps, ctx: RequestContext, id: number, programId?: number) =>
  visibleLocation(db, within(ctx.scope, programId, 'treatmentLocationNotFound'), id);

export async function listTravelGroupLocations({ db }: Deps, ctx: RequestContext, travelGroupId: number) {
  if (!(await travelGroupExists(db, ctx.scope, travelGroupId))) throw notFound('travelGroupNotFound');
  return repo.listTravelGroupLocations(db, ctx.scope, travelGroupId);
}

export const pageTreatmentLocations = (
  { db }: Deps, ctx: RequestContext, q: SortedPageQuery<TreatmentLocationSortColumn> & { programId: number; followupIds?: number[] | undefined },
) => repo.pageTreatmentLocations(db, programIn(ctx.scope, q.programId, 'programNotFound'), q);

/** The travel group picked on the form must be one of a programme the caller works in. */
async function assertTravelGroup(db: DbOrTx, ctx: RequestContext, travelGroupId: number) {
  if (!(await travelGroupExists(db, ctx.scope, travelGroupId))) {
    throw new AppError('validation', 400, { travelGroupId: ['validation.invalidField'] });
  }
}

export const createTreatmentLocation = (deps: Deps, ctx: RequestContext, input: TreatmentLocationForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => {
    await assertTravelGroup(tx, ctx, input.travelGroupId);
    return visibleLocation(tx, ctx.scope, await repo.insertTreatmentLocation(tx, toValues(input)));
  });

export const updateTreatmentLocation = (deps: Deps, ctx: RequestContext, id: number, input: TreatmentLocationForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleLocation(tx, ctx.scope, id);
    await assertTravelGroup(tx, ctx, input.travelGroupId);
    await repo.updateTreatmentLocation(tx, ctx.scope, id, toValues(input));
    return { before, after: await visibleLocation(tx, ctx.scope, id) };
  });

/** Travel requests that name a location keep it: the foreign keys refuse the delete. */
export const deleteTreatmentLocation = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode: 'treatmentLocationIsLinkedToOtherEntitie' }, async (tx) => {
    const before = await visibleLocation(tx, ctx.scope, id);
    await repo.deleteTreatmentLocation(tx, ctx.scope, id);
    return before;
  });
