import type { ReferenceDataConfig } from '#platform/config.ts';
import type { CitiesProvider } from './cities.ts';
import { ibgeCitiesClient } from './ibge-client.ts';
import { citiesSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { CitiesProvider } from './cities.ts';

/** The offline simulator by default; CITIES_PROVIDER=ibge uses the IBGE-compatible client at CITIES_BASE_URL. */
export function citiesProvider(config: ReferenceDataConfig): CitiesProvider {
  return config.cities.provider === 'ibge'
    ? instrumented('cities', 'ibge', ibgeCitiesClient(config.cities.baseUrl))
    : instrumented('cities', 'simulator', citiesSimulator);
}
