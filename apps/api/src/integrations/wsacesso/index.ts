import { wsAcessoHttpClient } from './http-client.ts';
import { createWsAcessoSimulator } from './simulator.ts';
import type { WsAcessoProvider } from './wsacesso.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export * from './wsacesso.ts';
export { SIMULATOR_CPFS } from './simulator-data.ts';

export interface WsAcessoConfig {
  provider: 'simulator' | 'http';
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
}

/** The offline simulator by default; WSACESSO_PROVIDER=http uses the client at WSACESSO_BASE_URL. */
export function wsAcessoProvider(config: WsAcessoConfig): WsAcessoProvider {
  return config.provider === 'http' ? instrumented('wsacesso', 'http', wsAcessoHttpClient(config)) : instrumented('wsacesso', 'simulator', createWsAcessoSimulator());
}
