import coreManifest from 'virtual:api-manifest';
import type { CallInput, Contract, ContractTree, Endpoint, NeedsNoInput, RouteInfo, RouteManifest, SuccessBody } from '@portal/domain/contracts';
import { API_BASE, fillPath } from '@portal/domain';
import { ApiError, apiRequest } from './api-client.ts';

/**
 * The one way the web calls the API: `api.users.get({ params: { id } })`, typed from the
 * contracts in @portal/domain, so a path, a parameter or an answer's shape cannot drift. At run
 * time only each endpoint's method and path travel (a manifest the build derives from the same
 * contracts), keeping zod out of the first chunk; development and test builds also check every
 * answer against its schema and fail loudly when it disagrees.
 */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** false for calls whose 401/403 is an expected answer (login, session check). */
  authRedirect?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key` on a request that must not run twice). */
  headers?: Record<string, string> | undefined;
}

type Call<E extends Endpoint> = NeedsNoInput<E> extends true
  ? (input?: CallInput<E>, options?: CallOptions) => Promise<SuccessBody<E>>
  : (input: CallInput<E>, options?: CallOptions) => Promise<SuccessBody<E>>;

type Href<E extends Endpoint> = NeedsNoInput<E> extends true ? (input?: CallInput<E>) => string : (input: CallInput<E>) => string;

/** A call, plus `href` for the endpoints a browser opens itself (downloads). */
export type EndpointClient<E extends Endpoint> = Call<E> & { href: Href<E> };

export type ClientOf<T> = { [K in keyof T]: T[K] extends Endpoint ? EndpointClient<T[K]> : ClientOf<T[K]> };

interface Input { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown }

/** The query string; undefined, null and empty values are left out, arrays repeat their key. */
function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const relativeUrl = (path: string, input: Input = {}) => `${fillPath(path, input.params)}${queryString(input.query)}`;

declare const __API_VALIDATE__: boolean;

/** Development and tests: the answer must match the contract's schema, or the call fails. */
async function checkAnswer(name: string, data: unknown): Promise<void> {
  const { contract, successStatus } = await import('@portal/domain/contracts');
  let node: ContractTree | Endpoint = contract;
  for (const key of name.split('.')) node = (node as ContractTree)[key]!;
  const endpoint = node as Endpoint;
  const status = successStatus(endpoint);
  const schema = endpoint.responses?.[status];
  // A 204 carries no body at all (its `z.null()` documents that), so there is nothing to check.
  if (!schema || status === 204) return;
  const result = schema.safeParse(data);
  if (result.success) return;
  console.error(`API answer of ${name} does not match its contract`, result.error.issues, data);
  throw new ApiError(0, 'contractMismatch', `${name}: ${result.error.message}`);
}

let manifest: RouteManifest = coreManifest;
let publicManifest: Promise<void> | undefined;
let fullManifest: Promise<void> | undefined;

/**
 * Loads the method and path of the endpoints open to visitors beyond /login's: what the public
 * pages (contents, PCDTs, the patient's link) call. They await it with their code
 * (app/lazy-pages.ts) instead of the full manifest.
 */
export function loadPublicManifest(): Promise<void> {
  publicManifest ??= import('virtual:api-manifest/public').then(({ default: open }) => {
    manifest = { ...manifest, ...open };
  });
  return publicManifest;
}

/**
 * Loads the method and path of every endpoint beyond /login's, the open ones included. Lazy screens
 * await it with their code (app/lazy-pages.ts); a call made earlier awaits it itself.
 */
export function loadFullManifest(): Promise<void> {
  fullManifest ??= import('virtual:api-manifest/full').then(({ default: rest }) => {
    manifest = { ...manifest, ...rest };
  });
  return fullManifest;
}

async function routeOf(name: string): Promise<RouteInfo> {
  if (!Object.hasOwn(manifest, name)) await loadFullManifest();
  const route = manifest[name];
  if (!route) throw new Error(`no endpoint named ${name}`);
  return route;
}

function endpointClient(name: string) {
  const call = async (input: Input = {}, options: CallOptions = {}) => {
    const { method, path } = await routeOf(name);
    const data = await apiRequest<unknown>(relativeUrl(path, input), { method, body: input.body, ...options });
    if (__API_VALIDATE__) await checkAnswer(name, data);
    return data;
  };
  const href = (input: Input = {}) => {
    const route = manifest[name];
    if (!route) throw new Error(`${name}.href before its screen loaded the API manifest`);
    return `${API_BASE}${relativeUrl(route.path, input)}`;
  };
  return Object.assign(call, { href });
}

/**
 * `api.<group>.<endpoint>`: each endpoint's client is made on first use (and kept, so it is the
 * same function each time); its method and path are looked up when it is called.
 */
function buildClient(): ClientOf<Contract> {
  const clients = new Map<string, ReturnType<typeof endpointClient>>();
  const groups = new Map<string, object>();
  const group = (prefix: string) =>
    new Proxy({}, {
      get(_, key) {
        if (typeof key !== 'string') return undefined;
        const name = `${prefix}.${key}`;
        let client = clients.get(name);
        if (!client) clients.set(name, (client = endpointClient(name)));
        return client;
      },
    });
  return new Proxy({}, {
    get(_, key) {
      if (typeof key !== 'string') return undefined;
      let node = groups.get(key);
      if (!node) groups.set(key, (node = group(key)));
      return node;
    },
  }) as ClientOf<Contract>;
}

export const api = buildClient();
