import { DEFAULT_AGREEMENT_TEMPLATE_PATH, type InstitutionForm, type PageQuery } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { refuseIfInUse } from '#platform/lib/in-use.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import * as repo from './institutions.repository.ts';

const entity = 'institution';
const linkedCode = 'institutionIsLinkedToOtherEntitie';

type Row = Awaited<ReturnType<typeof repo.findInstitution>> & {};

/** Spec §9: without a template of its own, an institution offers the default one. */
const toInstitution = (row: Row) => ({ ...row, filePath: row.agreementFilePath ?? DEFAULT_AGREEMENT_TEMPLATE_PATH });

const toValues = (input: InstitutionForm, programId: ScopedProgramId): repo.InstitutionValues => ({
  programId, name: input.name, agreementFilePath: input.agreementFilePath ?? null,
});

const programOf = (ctx: RequestContext, programId: number) => programIn(ctx.scope, programId, 'programNotFound');

async function visibleInstitution(db: DbOrTx, within: Within, id: number) {
  const row = await repo.findInstitution(db, within, id);
  if (!row) throw notFound('institutionNotFound');
  return toInstitution(row);
}

export const getInstitution = ({ db }: Deps, ctx: RequestContext, id: number) => visibleInstitution(db, ctx.scope, id);

export const listProgramInstitutions = async ({ db }: Deps, ctx: RequestContext, programId: number) =>
  (await repo.listProgramInstitutions(db, programOf(ctx, programId))).map(toInstitution);

export async function pageInstitutions({ db }: Deps, ctx: RequestContext, q: PageQuery & { programId: number }) {
  const page = await repo.pageInstitutions(db, programOf(ctx, q.programId), q);
  return { data: page.data.map(toInstitution), total: page.total };
}

export function createInstitution(deps: Deps, ctx: RequestContext, input: InstitutionForm) {
  const values = toValues(input, programOf(ctx, input.programId));
  return auditedCreate(deps, ctx, entity, async (tx) => toInstitution(await repo.insertInstitution(tx, values)));
}

export function updateInstitution(deps: Deps, ctx: RequestContext, id: number, input: InstitutionForm) {
  const values = toValues(input, programOf(ctx, input.programId));
  return auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleInstitution(tx, ctx.scope, id);
    // Moving an institution to another programme would strand the groups that name it.
    if (before.programId !== values.programId) await refuseIfInUse(tx, id, repo.isInstitutionInUse, linkedCode);
    return { before, after: toInstitution(await repo.updateInstitution(tx, ctx.scope, id, values)) };
  });
}

export const deleteInstitution = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode }, async (tx) => {
    const before = await visibleInstitution(tx, ctx.scope, id);
    await refuseIfInUse(tx, id, repo.isInstitutionInUse, linkedCode);
    await repo.deleteInstitution(tx, ctx.scope, id);
    return before;
  });
