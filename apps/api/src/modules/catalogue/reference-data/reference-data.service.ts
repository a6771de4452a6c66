import type { Uf } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import * as repo from './reference-data.repository.ts';

/** An external system that failed answers 502 with the screen's code; the cause stays in the log. */
async function fromProvider<T>(call: () => Promise<T>, code: 'failedToLoadPathologies' | 'failedToLoadCities'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(new AppError(code, 502), { cause: error });
  }
}

/** Spec §7: a programme's pathologies; only of a programme the caller works in (another answers like a missing one). */
export async function listPathologies(deps: Deps, ctx: RequestContext, programSlug: string) {
  const program = await repo.findProgramBySlug(deps.db, programSlug);
  if (!program?.slug) throw notFound('programNotFound');
  programIn(ctx.scope, program.id, 'programNotFound');
  return fromProvider(() => deps.pathologies.byProgram(program.slug!), 'failedToLoadPathologies');
}

/** Spec §7: the cities of a state. */
export const listCities = (deps: Deps, _ctx: RequestContext, state: Uf) => fromProvider(() => deps.cities.byState(state), 'failedToLoadCities');
