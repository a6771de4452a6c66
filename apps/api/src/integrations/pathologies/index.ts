import type { ReferenceDataConfig } from '../../config.ts';
import { pathologiesHttpClient } from './http-client.ts';
import type { PathologiesProvider } from './pathologies.ts';
import { pathologiesSimulator } from './simulator.ts';

export type { PathologiesProvider } from './pathologies.ts';

/** The offline simulator by default; PATHOLOGIES_PROVIDER=http uses the client at PATHOLOGIES_BASE_URL. */
export function pathologiesProvider(config: ReferenceDataConfig): PathologiesProvider {
  return config.pathologies.provider === 'http' ? pathologiesHttpClient(config.pathologies.baseUrl) : pathologiesSimulator;
}
