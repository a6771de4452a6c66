import { parseModules, serializeModules, type ProgramForm } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from './program-scope.ts';
import * as repo from './programs.repository.ts';

type Row = NonNullable<repo.ProgramRow>;

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

export async function getProgram(db: Db, id: number) {
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

export async function createProgram(db: Db, actor: Actor, input: ProgramForm) {
  try {
    return await db.transaction(async (tx) => {
      const id = await repo.insertProgram(tx, toValues(input));
      const after = toProgram((await repo.findProgram(tx, id))!);
      await recordAudit(tx, { actorId: actor.userId, action: 'create', entity: 'program', entityId: id, after, ip: actor.ip });
      return after;
    });
  } catch (error) {
    return mapWriteError(error);
  }
}

export async function updateProgram(db: Db, actor: Actor, id: number, input: ProgramForm) {
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findProgram(tx, id);
      if (!before) throw notFound('programNotFound');
      await repo.updateProgram(tx, id, toValues(input));
      const after = toProgram((await repo.findProgram(tx, id))!);
      await recordAudit(tx, { actorId: actor.userId, action: 'update', entity: 'program', entityId: id, before: toProgram(before), after, ip: actor.ip });
      return after;
    });
  } catch (error) {
    return mapWriteError(error);
  }
}

/** Products, follow-ups, groups and files keep their programme: the foreign keys refuse the delete. */
export async function deleteProgram(db: Db, actor: Actor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await repo.findProgram(tx, id);
      if (!before) throw notFound('programNotFound');
      await repo.deleteProgram(tx, id);
      await recordAudit(tx, { actorId: actor.userId, action: 'delete', entity: 'program', entityId: id, before: toProgram(before), ip: actor.ip });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('cannotDeleteProgram');
    throw error;
  }
}
