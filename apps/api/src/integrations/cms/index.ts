import { cmsHttpClient } from './http-client.ts';
import type { CmsProvider } from './cms.ts';
import { cmsSimulator } from './simulator.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { CmsProvider } from './cms.ts';

export interface CmsConfig {
  provider: 'simulator' | 'http';
  baseUrl: string;
  token: string | undefined;
}

/** The offline simulator by default; CMS_PROVIDER=http uses the client at CMS_BASE_URL (token CMS_TOKEN). */
export function cmsProvider(config: CmsConfig): CmsProvider {
  return config.provider === 'http'
    ? instrumented('cms', 'http', cmsHttpClient({ baseUrl: config.baseUrl, token: config.token }))
    : instrumented('cms', 'simulator', cmsSimulator);
}
