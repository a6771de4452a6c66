import { onlyDigits, type CepAddress, type UserAddress } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { AppError } from '#platform/lib/app-error.ts';
import * as repo from './addresses.repository.ts';

/** Where a provider failure is reported (the request's logger: pino's signature). */
export interface WarnLog { warn(details: object, message: string): void }

/** The signed-in user's address, or null when none was saved. */
export const myAddress = ({ db }: Deps, ctx: RequestContext): Promise<UserAddress | null> => repo.findUserAddress(db, ctx.userId);

/** Postcode lookup (spec §5): 8 digits; unknown → 404 cepNotFound; provider failure → 502 failedToSearchCep. */
export async function addressByCep({ cep: provider }: Deps, typed: string, log: WarnLog): Promise<CepAddress> {
  const cep = onlyDigits(typed);
  if (cep.length !== 8) throw new AppError('validation', 400, { cep: ['validation.invalidCep'] });
  let found;
  try {
    found = await provider.lookup(cep);
  } catch (error) {
    log.warn({ err: error }, 'postcode lookup failed');
    throw new AppError('failedToSearchCep', 502);
  }
  if (!found) throw new AppError('cepNotFound', 404);
  return found;
}
