import { contract, flattenContract, successStatus, TEXT_PLAIN, type Endpoint } from '@portal/domain/contracts';
import { errorSchema, sortColumnsOf, withSpecSortDocumented } from '@portal/domain';
import { z } from 'zod';
import { MAX_PATH_PARAM_LENGTH } from './framework-errors.ts';

/**
 * What the OpenAPI document says of each operation beyond its schemas, derived from the contract
 * it was registered from, so an integrator's generator and gateway read the same facts the guard
 * enforces: a stable `operationId` from the contract's key, a summary, the security that applies,
 * and every error the guard and the HTTP layer can answer.
 */

/** `procedures.updateStatus` → `proceduresUpdateStatus`: unique because contract keys are. */
export const operationIdOf = (name: string): string =>
  name.split('.').map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');

/** `procedures.updateStatus` → `Procedures: update status`. */
export function summaryOf(name: string): string {
  const words = (part: string) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();
  const parts = name.split('.');
  const feature = words(parts[0]!);
  const action = parts.slice(1).map(words).join(' ');
  return `${feature.charAt(0).toUpperCase()}${feature.slice(1)}${action ? `: ${action}` : ''}`;
}

const names = new Map<Endpoint, string>(flattenContract(contract).map(({ name, endpoint }) => [endpoint, name]));

/** The contract key an endpoint object was declared under. */
export const contractNameOf = (endpoint: Endpoint): string | undefined => names.get(endpoint);

export const SECURITY_SCHEMES = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'portal_session', description: 'Sessão do navegador (cookie httpOnly definido por POST /api/login).' },
  bearer: { type: 'http', scheme: 'bearer', description: 'Token de sessão devolvido por POST /api/login com authMode "bearer" (decisão 0022).' },
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Entrada inválida (código estável em `code`).',
  401: 'Sem sessão válida.',
  403: 'Sem permissão para esta operação, ou pedido de outra origem.',
  404: 'Não encontrado (ou fora do alcance de quem chama).',
  409: 'Conflito com o estado atual.',
  413: 'Corpo ou arquivo grande demais.',
  414: `Parâmetro de caminho longo demais (mais de ${MAX_PATH_PARAM_LENGTH} caracteres).`,
  415: 'Tipo de conteúdo não aceito.',
  422: 'Pedido idempotente repetido com outro corpo.',
  429: 'Limite de tentativas atingido; veja o cabeçalho Retry-After.',
  503: 'Serviço indisponível no momento (o banco de dados não responde: `databaseUnavailable`); tente de novo após o cabeçalho Retry-After.',
};

/** The `Retry-After` of an implicit 503 (decision 0062). */
const RETRY_AFTER_HEADER = { 'Retry-After': { type: 'integer', minimum: 1, description: 'Segundos até tentar de novo.' } };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses an operation can answer, besides those its contract names. */
export function implicitErrors(endpoint: Endpoint, rateLimited: boolean): number[] {
  const isPublic = 'public' in endpoint.access;
  const statuses = new Set<number>();
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.consumes) statuses.add(400);
  if (!isPublic) statuses.add(401).add(403);
  if (UNSAFE.has(endpoint.method)) statuses.add(403); // the cross-site check
  if (endpoint.params) statuses.add(404).add(414); // the router's maxParamLength
  if (endpoint.body || endpoint.consumes) statuses.add(413).add(415);
  if (rateLimited) statuses.add(429);
  // Any operation may meet a database outage (decision 0062); a probe that declares its own 503 keeps it.
  if (!endpoint.responses?.[503]) statuses.add(503);
  return [...statuses];
}

interface RouteSchema { response?: unknown; querystring?: unknown }

/** A column-sorted list's query shows the spec's `sortBy` + `sort` 0/1 beside `sort` column + `order` (see list-sort). */
export function withSpecSort<S extends RouteSchema>(schema: S, endpoint: Endpoint): S {
  const columns = sortColumnsOf(endpoint.query);
  if (!columns || !(endpoint.query instanceof z.ZodObject)) return schema;
  return { ...schema, querystring: withSpecSortDocumented(endpoint.query, columns) };
}

const responsesOf = (schema: RouteSchema) => ({ ...(schema.response as Record<string | number, unknown> | undefined) });

/**
 * The route's schema before its zod parts are turned into JSON Schema: the implicit errors are
 * added as the shared error schema, and a 204 keeps no body.
 */
export function withImplicitErrors<S extends RouteSchema>(schema: S, endpoint: Endpoint, rateLimited: boolean): S {
  const response = responsesOf(schema);
  for (const status of implicitErrors(endpoint, rateLimited)) response[status] ??= errorSchema satisfies z.ZodType;
  delete response[204];
  return { ...schema, response };
}

/** The OpenAPI fields of one operation, after its schemas were turned into JSON Schema. */
export function describeOperation<S extends RouteSchema>(schema: S, endpoint: Endpoint): S & { security: object[]; operationId?: string } {
  const name = contractNameOf(endpoint);
  const response: Record<string, unknown> = {};
  for (const [status, json] of Object.entries(responsesOf(schema))) {
    const description = ERROR_DESCRIPTIONS[Number(status)] ?? 'Sucesso.';
    response[status] = { ...(json as object), description };
  }
  if (!endpoint.responses?.[503] && response[503]) response[503] = { ...response[503], headers: RETRY_AFTER_HEADER };
  if (successStatus(endpoint) === 204) response[204] = { type: 'null', description: 'Sem conteúdo.' };
  if (endpoint.produces?.every((type) => type === TEXT_PLAIN)) {
    response[200] = { description: 'O texto.', content: { [TEXT_PLAIN]: { schema: { type: 'string' } } } };
  } else if (endpoint.produces) {
    const file = { schema: { type: 'string', format: 'binary' } };
    response[200] = { description: 'O arquivo.', content: Object.fromEntries(endpoint.produces.map((type) => [type, file])) };
  }
  return {
    ...schema,
    response,
    ...(name ? { operationId: operationIdOf(name), summary: summaryOf(name) } : {}),
    security: 'public' in endpoint.access ? [] : [{ sessionCookie: [] }, { bearer: [] }],
  };
}
