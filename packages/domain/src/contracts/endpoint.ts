import type { z } from 'zod';
import type { Access } from '../rules/access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, declared once: the API registers its route from it (validation, serialisation,
 * OpenAPI, the guard's access rule) and the web client is typed from it. `path` is relative to
 * `/api` and names parameters as `:id`.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request content types other than JSON (a multipart upload carries no body schema). */
  readonly consumes?: readonly string[];
  /** Answers by status; an endpoint that streams a file declares none. */
  readonly responses?: Readonly<Record<number, z.ZodType>>;
  /** A file download (or a plain-text answer, `TEXT_PLAIN`): the content types it sends instead of JSON. */
  readonly produces?: readonly string[];
  /** The success status when `responses` does not name it (e.g. a 204 with no schema). */
  readonly status?: 200 | 201 | 204;
}

/** Content types of the files endpoints stream. */
export const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  zip: 'application/zip',
  any: 'application/octet-stream',
} as const;

/** An answer that is bare text, not JSON nor a file (e.g. a webhook's subscription challenge). */
export const TEXT_PLAIN = 'text/plain';

/** Declares an endpoint, keeping its literal types so both sides infer from it. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** A feature's endpoints, or a tree of them. */
export interface ContractTree { readonly [name: string]: Endpoint | ContractTree }

const isEndpoint = (node: Endpoint | ContractTree): node is Endpoint =>
  typeof (node as Endpoint).method === 'string' && typeof (node as Endpoint).path === 'string';

/** Every endpoint of a contract tree with its dotted name (`users.get`). */
export function flattenContract(tree: ContractTree, prefix = ''): { name: string; endpoint: Endpoint }[] {
  return Object.entries(tree).flatMap(([key, node]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isEndpoint(node) ? [{ name, endpoint: node }] : flattenContract(node, name);
  });
}

/** The status a successful call answers with: the declared one, else the first 2xx response. */
export function successStatus(e: Endpoint): number {
  if (e.status) return e.status;
  const declared = Object.keys(e.responses ?? {}).map(Number).filter((s) => s >= 200 && s < 300).sort();
  return declared[0] ?? 200;
}

/** What the web needs at run time to call an endpoint: no schemas, so no zod in the first chunk. */
export interface RouteInfo { readonly method: HttpMethod; readonly path: string }
export type RouteManifest = Record<string, RouteInfo>;

export const routeManifest = (tree: ContractTree): RouteManifest =>
  Object.fromEntries(flattenContract(tree).map(({ name, endpoint: e }) => [name, { method: e.method, path: e.path }]));

export { fillPath } from '../format/path.ts';

// ---- Types both sides derive from a contract ----

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;

type SuccessKey<R> = Extract<keyof R, 200 | 201 | 202 | 204>;

/** The body of a successful answer, as it travels in JSON. */
export type SuccessBody<E extends Endpoint> = E extends { readonly responses: infer R }
  ? [SuccessKey<R>] extends [never] ? unknown
    : R[SuccessKey<R>] extends z.ZodType ? z.output<R[SuccessKey<R>]> : unknown
  : unknown;

/** What a handler returns for a successful answer (before serialisation); a 204's is ignored. */
export type SuccessInput<E extends Endpoint> = E extends { readonly responses: infer R }
  ? [SuccessKey<R>] extends [never] ? unknown
    : SuccessKey<R> extends 204 ? unknown
    : R[SuccessKey<R>] extends z.ZodType ? z.input<R[SuccessKey<R>]> : unknown
  : unknown;

type Part<E, K extends 'params' | 'query' | 'body', T> = [SchemaOf<E, K>] extends [never] ? unknown
  : Record<string, never> extends T ? { [P in K]?: T } : { [P in K]: T };

/** What the web passes: params, query and body before the server's coercion. */
export type CallInput<E extends Endpoint> =
  & Part<E, 'params', z.input<SchemaOf<E, 'params'>>>
  & Part<E, 'query', z.input<SchemaOf<E, 'query'>>>
  & Part<E, 'body', z.input<SchemaOf<E, 'body'>>>
  & (E extends { readonly consumes: readonly string[] } ? { body: FormData } : unknown);

/** What a handler receives: params, query and body after validation. */
export interface HandlerInput<E extends Endpoint> {
  params: [SchemaOf<E, 'params'>] extends [never] ? Record<string, never> : z.output<SchemaOf<E, 'params'>>;
  query: [SchemaOf<E, 'query'>] extends [never] ? Record<string, never> : z.output<SchemaOf<E, 'query'>>;
  body: [SchemaOf<E, 'body'>] extends [never] ? unknown : z.output<SchemaOf<E, 'body'>>;
}

/** True when a call needs no input at all. */
export type NeedsNoInput<E extends Endpoint> = [SchemaOf<E, 'params'> | SchemaOf<E, 'query'> | SchemaOf<E, 'body'>] extends [never]
  ? E extends { readonly consumes: readonly string[] } ? false : true
  : false;
