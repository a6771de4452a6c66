import type { Plugin } from 'vite';
import { contract, flattenContract, type Endpoint } from '@portal/domain/contracts';

/** The endpoint groups /login calls (session, login, the programme by slug and the chooser's list). */
const CORE_API_GROUPS = new Set(['auth', 'programs']);

/**
 * `virtual:api-manifest`: each endpoint's method and path, read from the contracts at build time,
 * in three parts. The default export holds the groups /login calls; `virtual:api-manifest/public`
 * the other endpoints open to visitors (the public pages: contents, PCDTs, the patient's link);
 * `virtual:api-manifest/full` every endpoint beyond /login's, the open ones included, loaded with the
 * first signed-in screen (lib/api.ts) without the public pages' chunk, which also holds their texts.
 * So the manifest grows without weighing on /login or on the public pages.
 */
export function apiManifest(): Plugin {
  const modules = { core: 'virtual:api-manifest', public: 'virtual:api-manifest/public', full: 'virtual:api-manifest/full' } as const;
  const partOf = ({ name, endpoint }: { name: string; endpoint: Endpoint }): keyof typeof modules =>
    CORE_API_GROUPS.has(name.split('.')[0]!) ? 'core' : 'public' in endpoint.access ? 'public' : 'full';
  const endpoints = flattenContract(contract);
  const inPart = (which: keyof typeof modules, e: { name: string; endpoint: Endpoint }) =>
    which === 'full' ? partOf(e) !== 'core' : partOf(e) === which;
  const part = (which: keyof typeof modules) =>
    Object.fromEntries(endpoints.filter((e) => inPart(which, e)).map(({ name, endpoint: e }) => [name, { method: e.method, path: e.path }]));
  const byId = new Map(Object.entries(modules).map(([which, id]) => [`\0${id}`, which as keyof typeof modules]));
  return {
    name: 'api-manifest',
    resolveId: (source) => (byId.has(`\0${source}`) ? `\0${source}` : undefined),
    load: (id) => {
      const which = byId.get(id);
      return which ? `export default ${JSON.stringify(part(which))};` : undefined;
    },
  };
}
