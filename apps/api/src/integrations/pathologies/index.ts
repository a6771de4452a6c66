import type { ReferenceDataConfig } from '#platform/config.ts';
import { pathologiesHttpClient } from './http-client.ts';
import type { PathologiesProvider } from './pathologies.ts';
import { pathologiesSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { PathologiesProvider } from './pathologies.ts';

/** The offline simulator by default; PATHOLOGIES_PROVIDER=http uses the client at PATHOLOGIES_BASE_URL. */
export function pathologiesProvider(config: ReferenceDataConfig): PathologiesProvider {
  return config.pathologies.provider === 'http'
    ? instrumented('pathologies', 'http', pathologiesHttpClient(config.pathologies.baseUrl))
    : instrumented('pathologies', 'simulator', pathologiesSimulator);
}
