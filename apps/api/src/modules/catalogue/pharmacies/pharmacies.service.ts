import type { AccreditedPharmacy, AccreditedQuery, PlaceDetails, PlaceSuggestion } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import * as repo from './pharmacies.repository.ts';

type ProviderFailure = 'failedToLoadPharmacies' | 'failedToLoadPlaces';

/** An external system that failed answers 502 with the screen's code; the cause stays in the log. */
async function fromProvider<T>(call: () => Promise<T>, code: ProviderFailure): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(new AppError(code, 502), { cause: error });
  }
}

/**
 * Spec §5 Pharmacy search: the accredited pharmacies near a CEP for the programme of a public code.
 * An unknown code → 404 patientProcedureNotFound; none near → 404 accreditedNotFound.
 */
export async function findAccredited(deps: Deps, code: string, query: AccreditedQuery): Promise<AccreditedPharmacy[]> {
  const program = await repo.findProgramOfCode(deps.db, code);
  if (!program) throw notFound('patientProcedureNotFound');
  const found = await fromProvider(
    () => deps.pharmacies.near({ program: program.slug ?? String(program.programId), postalCode: query.postalCode, uf: query.uf }),
    'failedToLoadPharmacies',
  );
  if (found.length === 0) throw notFound('accreditedNotFound');
  return found;
}

/** Place autocomplete, restricted to Brazil by the provider. */
export const autocompletePlaces = (deps: Deps, input: string): Promise<PlaceSuggestion[]> =>
  fromProvider(() => deps.places.autocomplete(input), 'failedToLoadPlaces');

/** A chosen place; its postal code may be null (the form then says validation.placeWithoutCep). */
export async function placeDetails(deps: Deps, placeId: string): Promise<PlaceDetails> {
  const place = await fromProvider(() => deps.places.details(placeId), 'failedToLoadPlaces');
  if (!place) throw notFound('placeNotFound');
  return place;
}
