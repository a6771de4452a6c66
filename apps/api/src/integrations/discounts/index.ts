import { discountsHttpClient } from './http-client.ts';
import type { DiscountsProvider } from './discounts.ts';
import { discountsSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { DiscountsProvider } from './discounts.ts';

export interface DiscountsConfig {
  provider: 'simulator' | 'http';
  baseUrl: string;
  token: string | undefined;
}

/** The offline simulator by default; DISCOUNTS_PROVIDER=http uses the client at DISCOUNTS_BASE_URL (token DISCOUNTS_TOKEN). */
export function discountsProvider(config: DiscountsConfig): DiscountsProvider {
  return config.provider === 'http'
    ? instrumented('discounts', 'http', discountsHttpClient({ baseUrl: config.baseUrl, token: config.token }))
    : instrumented('discounts', 'simulator', discountsSimulator);
}
