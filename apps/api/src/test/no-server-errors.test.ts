import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type Client, type TestApp } from './test-app.ts';

/**
 * "No user input can produce a 500": every documented route, called by a system administrator
 * (who passes the guard everywhere) with hostile path parameters, query strings and bodies,
 * must answer below 500.
 */
let t: TestApp;
let sysadmin: Client;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await t.as('SYSADMIN');
  const doc = (await t.anon({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
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
