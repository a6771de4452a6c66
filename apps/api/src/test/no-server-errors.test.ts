import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_RECORD_ID, type ApiError } from '@portal/domain';
import { createTestApp, type Client, type TestApp } from './test-app.ts';

/**
 * "No user input can produce a 500": every documented route, called by a system administrator
 * (who passes the guard everywhere) with hostile path parameters, query strings and bodies,
 * must answer below 500.
 */
let t: TestApp;
let sysadmin: Client;
let routes: { method: string; path: string }[];
interface Operation { parameters?: { name: string; in: string; schema?: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
interface Schema { type?: string; maximum?: number; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] }
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await t.as('SYSADMIN');
  doc = (await t.anon({ method: 'GET', url: '/api/docs/json' })).json<typeof doc>();
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })))
    // Logging out would end the session the other calls use; opting out would anonymise the caller.
    .filter((r) => !['/api/logout', '/api/users/optout'].includes(r.path));
});
afterAll(async () => { await t.close(); });

const hostileScalar = fc.oneof(
  fc.constantFrom('0', '-1', '99999999999999999999', 'abc', '%00', "' or 1=1 --", '../../etc/passwd', '1e400', 'null', ''),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);
const hostileBody = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('id', 'name', 'email', 'programId', 'type', 'userId', 'skip', 'take', 'filter', 'code', 'password'), fc.jsonValue({ maxDepth: 2 })),
);

describe('no route answers 500 to hostile input', () => {
  it('holds for every documented route', async () => {
    expect(routes.length).toBeGreaterThan(5);
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...routes), hostileScalar, hostileScalar, hostileBody,
      async (route, param, query, body) => {
        const url = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(param || 'x'))
          + `?programId=${encodeURIComponent(query)}&filter=${encodeURIComponent(query)}&skip=${encodeURIComponent(query)}`;
        const res = await sysadmin({
          method: route.method,
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' || body === undefined ? {} : { payload: body as object }),
        });
        if (res.statusCode >= 500) throw new Error(`${route.method} ${url} → ${res.statusCode} ${res.body}`);
      },
    ), { numRuns: 400 });
  }, 120_000);
});

/** Ids are PostgreSQL integers: one past the range is the client's mistake (400), never the database's (500). */
describe('ids past the integer range', () => {
  const TOO_BIG = String(MAX_RECORD_ID + 1);
  const isId = (name: string) => /^(id|.*Id|.*Ids)$/.test(name);

  it('are refused by the schema of every route that takes one in its path or query', async () => {
    const wrong: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (path === '/api/logout' || path === '/api/users/optout') continue;
        // One id at a time (Fastify reports the first part that fails); the others get a valid value.
        for (const id of (op.parameters ?? []).filter((p) => (p.in === 'path' || p.in === 'query') && isId(p.name))) {
          const valueOf = (name: string) => (name === id.name ? TOO_BIG : '1');
          const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => valueOf(name))
            + `?${(op.parameters ?? []).filter((p) => p.in === 'query' && isId(p.name)).map((p) => `${p.name}=${valueOf(p.name)}`).join('&')}`;
          const res = await sysadmin({ method: method.toUpperCase(), url, ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) });
          // Routes only doctors may call refuse the system administrator before validating (403); the
          // ids of other systems (patient care, maps) are text, so only a 5xx would be wrong there.
          const external = id.schema?.type === 'string' && id.name !== 'doctorId';
          const refused = res.statusCode === 403 || (external ? res.statusCode < 500
            // The document may name a path's parameter after another route of the same path (`{id}` for `:programId`).
            : res.statusCode === 400 && Object.keys(res.json<ApiError>().fields ?? {}).some(isId));
          if (!refused) wrong.push(`${method.toUpperCase()} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are bounded in every parameter and request body schema the API documents', () => {
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string, name?: string): void => {
      if (!schema) return;
      const value = schema.type === 'array' ? schema.items : schema;
      for (const alt of value ? [value, ...(value.anyOf ?? []), ...(value.oneOf ?? [])] : []) {
        if (name && isId(name) && (alt.type === 'integer' || alt.type === 'number') && !(alt.maximum !== undefined && alt.maximum <= MAX_RECORD_ID)) {
          unbounded.push(`${where} ${name}`);
        }
      }
      for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, where, key);
      for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(child, where);
      if (schema.items && !name) walk(schema.items, where);
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const content of Object.values(op.requestBody?.content ?? {})) walk(content.schema, `${method.toUpperCase()} ${path}`);
        for (const parameter of op.parameters ?? []) walk(parameter.schema, `${method.toUpperCase()} ${path}`, parameter.name);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('answer 400 on the public terms of a programme (the reported 500)', async () => {
    const res = await t.anon({ method: 'GET', url: `/api/program-usage-policies/public?programId=${TOO_BIG}&userType=DOCTOR` });
    expect(res.statusCode).toBe(400);
  });
});
