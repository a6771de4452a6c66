import { placesHttpClient } from './http-client.ts';
import type { PlacesProvider } from './places.ts';
import { placesSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { PlacesProvider } from './places.ts';

export interface PlacesConfig {
  provider: 'simulator' | 'http';
  baseUrl: string;
  key: string | undefined;
}

/** The offline simulator by default; PLACES_PROVIDER=http uses the client at PLACES_BASE_URL. */
export function placesProvider(config: PlacesConfig): PlacesProvider {
  return config.provider === 'http'
    ? instrumented('places', 'http', placesHttpClient({ baseUrl: config.baseUrl, key: config.key }))
    : instrumented('places', 'simulator', placesSimulator);
}
