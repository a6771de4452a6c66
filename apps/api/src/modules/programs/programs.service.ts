import { parseModules, serializeModules, type ProgramForm } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditedCreate, auditedUpdate, removeOrRefuse } from '../../lib/crud.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import type { Actor } from './program-scope.ts';
import * as repo from './programs.repository.ts';

type Row = NonNullable<repo.ProgramRow>;

const entity = 'program';

/** The API shape: modules as a list, the client's name nested. */
export const toProgram = ({ clientName, modules, ...row }: Row) => ({ ...row, modules: parseModules(modules), client: { name: clientName } });

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
  wsAcessoCode: input.wsAcessoCode ?? null,
  allowSpecialtyDuringSignup: input.allowSpecialtyDuringSignup,
  requireCpfDuringSignup: input.requireCpfDuringSignup,
  requireWorkInstitutionsDuringSignup: input.requireWorkInstitutionsDuringSignup,
  automaticFillPatientDataOnExamRequest: input.automaticFillPatientDataOnExamRequest,
});

export async function getProgram(db: DbOrTx, id: number) {
  const row = await repo.findProgram(db, id);
  if (!row) throw notFound('programNotFound');
  return toProgram(row);
}

/** A duplicate slug or an unknown client are the caller's mistakes, not server failures. */
function mapWriteError(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('validation', 400, { slug: ['validation.slugInUse'] });
  if (isForeignKeyViolation(error)) throw new AppError('validation', 400, { clientId: ['validation.invalidField'] });
  throw error;
}

export const createProgram = (db: Db, actor: Actor, input: ProgramForm) =>
  auditedCreate(db, { actor, entity }, async (tx) => getProgram(tx, await repo.insertProgram(tx, toValues(input))))
    .catch(mapWriteError);

export const updateProgram = (db: Db, actor: Actor, id: number, input: ProgramForm) =>
  auditedUpdate(db, { actor, entity, id }, async (tx) => {
    const before = await getProgram(tx, id);
    await repo.updateProgram(tx, id, toValues(input));
    return { before, after: await getProgram(tx, id) };
  }).catch(mapWriteError);

/** Products, follow-ups, groups and files keep their programme: the foreign keys refuse the delete. */
export const deleteProgram = (db: Db, actor: Actor, id: number) =>
  removeOrRefuse(db, { actor, entity, id, linkedCode: 'cannotDeleteProgram' }, async (tx) => {
    const before = await getProgram(tx, id);
    await repo.deleteProgram(tx, id);
    return before;
  });
