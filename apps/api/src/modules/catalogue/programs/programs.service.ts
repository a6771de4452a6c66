import { parseModules, serializeModules, type ProgramForm, type ProgramSortColumn, type SortedPageQuery } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '#platform/lib/crud.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#platform/lib/pg-errors.ts';
import type { Within } from '#platform/lib/scope-filter.ts';
import * as repo from './programs.repository.ts';

type Row = NonNullable<repo.ProgramRow>;

const entity = 'program';

/** The API shape: modules as a list, the client's name nested. */
const toProgram = ({ clientName, modules, ...row }: Row) => ({ ...row, modules: parseModules(modules), client: { name: clientName } });

const toPublic = <T extends { modules: string }>(row: T) => ({ ...row, modules: parseModules(row.modules) });

const toValues = (input: ProgramForm): repo.ProgramValues => ({
  clientId: input.clientId,
  name: input.name,
  slug: input.slug ?? null,
  modules: serializeModules(input.modules),
  logoUrl: input.logoUrl ?? null,
  consentTerm: input.consentTerm ?? null,
  styles: input.styles ?? null,
  customHtmlFooter: input.customHtmlFooter ?? null,
  customMessageInvalidCrm: input.customMessageInvalidCRM ?? null,
  unblockPhones: input.unblockPhones ?? null,
  wsAcessoCode: input.wsAcessoCode ?? null,
  allowSpecialtyDuringSignup: input.allowSpecialtyDuringSignup,
  requireSpecialtyDuringSignup: input.requireSpecialtyDuringSignup,
  requireCpfDuringSignup: input.requireCpfDuringSignup,
  requireWorkInstitutionsDuringSignup: input.requireWorkInstitutionsDuringSignup,
  automaticFillPatientDataOnExamRequest: input.automaticFillPatientDataOnExamRequest,
  pharmacovigilanceEmail: input.pharmacovigilanceEmail ?? null,
});

// What the landing, login and signup pages read before anyone signs in.

export const listPublicPrograms = async ({ db }: Deps) => (await repo.listPublicPrograms(db)).map(toPublic);

export async function getPublicProgram({ db }: Deps, slug: string) {
  const program = await repo.findPublicProgramBySlug(db, slug);
  if (!program) throw notFound('programNotFound');
  return toPublic(program);
}

// The register (system administrators); a member reads their own programme in full.

/** A programme within the scope: another programme answers like one that does not exist. */
async function visibleProgram(db: DbOrTx, within: Within, id: number) {
  const row = await repo.findProgram(db, within, id);
  if (!row) throw notFound('programNotFound');
  return toProgram(row);
}

export const getProgram = ({ db }: Deps, ctx: RequestContext, id: number) => visibleProgram(db, ctx.scope, id);

export const listPrograms = async ({ db }: Deps) => (await repo.listPrograms(db)).map(toProgram);

export const listClientPrograms = async ({ db }: Deps, clientId: number) => (await repo.listPrograms(db, clientId)).map(toProgram);

export async function pageClientPrograms({ db }: Deps, clientId: number, q: SortedPageQuery<ProgramSortColumn>) {
  const page = await repo.pageClientPrograms(db, clientId, q);
  return { data: page.data.map(toProgram), total: page.total };
}

/** A duplicate slug or an unknown client are the caller's mistakes, not server failures. */
function mapWriteError(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('validation', 400, { slug: ['validation.slugInUse'] });
  if (isForeignKeyViolation(error)) throw new AppError('validation', 400, { clientId: ['validation.invalidField'] });
  throw error;
}

export const createProgram = (deps: Deps, ctx: RequestContext, input: ProgramForm) =>
  auditedCreate(deps, ctx, entity, async (tx) => visibleProgram(tx, ctx.scope, await repo.insertProgram(tx, toValues(input))))
    .catch(mapWriteError);

export const updateProgram = (deps: Deps, ctx: RequestContext, id: number, input: ProgramForm) =>
  auditedUpdate(deps, ctx, { entity, id }, async (tx) => {
    const before = await visibleProgram(tx, ctx.scope, id);
    await repo.updateProgram(tx, ctx.scope, id, toValues(input));
    return { before, after: await visibleProgram(tx, ctx.scope, id) };
  }).catch(mapWriteError);

/** Products, follow-ups, groups and files keep their programme: the foreign keys refuse the delete. */
export const deleteProgram = (deps: Deps, ctx: RequestContext, id: number) =>
  removeOrRefuse(deps, ctx, { entity, id, linkedCode: 'cannotDeleteProgram' }, async (tx) => {
    const before = await visibleProgram(tx, ctx.scope, id);
    await repo.deleteProgram(tx, ctx.scope, id);
    return before;
  });
