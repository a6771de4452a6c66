import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@portal/domain';
import { createTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('operations', () => {
  it('reports health with the database kind', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers readiness: ready when serving, 503 with the reason while starting or draining', async () => {
    expect((await t.anon({ method: 'GET', url: '/api/readyz' })).json()).toEqual({ status: 'ready' });
    try {
      t.app.readiness.starting();
      const starting = await t.anon({ method: 'GET', url: '/api/readyz' });
      expect([starting.statusCode, starting.json()]).toEqual([503, { status: 'starting' }]);
      // Nothing else is served while tables may still be migrating, liveness included.
      expect((await t.anon({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(503);
      expect((await t.anon({ method: 'GET', url: '/api/programs/list/all' })).statusCode).toBe(503);
      t.app.readiness.draining();
      const draining = await t.anon({ method: 'GET', url: '/api/readyz' });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
      // A draining process still serves the requests the load balancer sends meanwhile.
      expect((await t.anon({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.serving();
    }
  });

  it('sends security headers and no-store on the API', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document with the login route', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: Record<string, unknown> }>().paths)).toContain('/api/login');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'notFound' });
  });

  it('lists the public programmes and finds one by slug, case-insensitively', async () => {
    const all = await t.anon({ method: 'GET', url: '/api/programs/list/all' });
    expect(all.json<{ slug: string }[]>().map((p) => p.slug).sort()).toEqual(['ABRACARAVIDA', 'BEMESTAR']);
    expect((await t.anon({ method: 'GET', url: '/api/programs/by-slug/bemestar' })).json<{ slug: string }>().slug).toBe('BEMESTAR');
    expect((await t.anon({ method: 'GET', url: '/api/programs/by-slug/NENHUM' })).json<ApiError>().code).toBe('programNotFound');
  });
});
