import { cfmHttpClient } from './http-client.ts';
import type { CfmProvider } from './cfm.ts';
import { createCfmSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export * from './cfm.ts';
export { SIMULATOR_ANSWERS, SIMULATOR_CRMS } from './simulator-data.ts';
export type { CfmSimulator } from './simulator.ts';

export interface CfmConfig {
  provider: 'simulator' | 'http';
  baseUrl: string;
  key: string | undefined;
  timeoutMs: number;
  /** Doctors re-checked per job run of the daily check. */
  batchSize: number;
  /** Lookups per minute the daily check stays within (the contract's limit). */
  ratePerMinute: number;
}

/** The offline simulator by default; CFM_PROVIDER=http uses the client at CFM_BASE_URL with CFM_KEY. */
export function cfmProvider(config: CfmConfig): CfmProvider {
  return config.provider === 'http'
    ? instrumented('cfm', 'http', cfmHttpClient(config))
    : instrumented('cfm', 'simulator', createCfmSimulator());
}
