import { logisticsHttpClient } from './http-client.ts';
import type { LogisticsProvider } from './logistics.ts';
import { logisticsSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { LogisticsProvider, ReversePostageRequest } from './logistics.ts';

export interface LogisticsConfig {
  provider: 'simulator' | 'http';
  baseUrl: string;
  token: string | undefined;
}

/** The offline simulator by default; LOGISTICS_PROVIDER=http uses the client at LOGISTICS_URL. */
export function logisticsProvider(config: LogisticsConfig): LogisticsProvider {
  return config.provider === 'http'
    ? instrumented('logistics', 'http', logisticsHttpClient({ baseUrl: config.baseUrl, token: config.token }))
    : instrumented('logistics', 'simulator', logisticsSimulator);
}
