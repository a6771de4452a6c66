import { pharmaciesHttpClient } from './http-client.ts';
import type { PharmaciesProvider } from './pharmacies.ts';
import { pharmaciesSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { PharmaciesProvider, PharmacySearch } from './pharmacies.ts';

export interface PharmaciesConfig {
  provider: 'simulator' | 'http';
  baseUrl: string;
  token: string | undefined;
}

/** The offline simulator by default; PHARMACIES_PROVIDER=http uses the client at PHARMACIES_BASE_URL. */
export function pharmaciesProvider(config: PharmaciesConfig): PharmaciesProvider {
  return config.provider === 'http'
    ? instrumented('pharmacies', 'http', pharmaciesHttpClient({ baseUrl: config.baseUrl, token: config.token }))
    : instrumented('pharmacies', 'simulator', pharmaciesSimulator);
}
