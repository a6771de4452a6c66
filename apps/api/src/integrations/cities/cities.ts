import type { City, Uf } from '@portal/domain';

/** The cities of a Brazilian state, by name. Transport failures throw. */
export interface CitiesProvider {
  readonly kind: 'simulator' | 'ibge';
  byState(state: Uf): Promise<City[]>;
}
