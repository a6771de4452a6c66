import { describe, expect, it } from 'vitest';
import { contract, flattenContract } from '@portal/domain/contracts';
import type { TestApp } from './test-app.ts';
import { useTestApp } from './test-app.ts';

let t: TestApp;
useTestApp((app) => { t = app; });

const key = (method: string, url: string) => `${method} ${url}`;

/** The contracts in @portal/domain and the API's routes are one set: nothing written by hand on either side. */
describe('endpoint contracts', () => {
  it('every API route was registered from a contract', () => {
    const handMade = t.app.apiRoutes.filter((r) => !r.endpoint).map((r) => key(r.method, r.url));
    expect(handMade).toEqual([]);
  });

  it('every contract has its route', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => key(r.method, r.url)));
    const missing = flattenContract(contract)
      .map(({ name, endpoint }) => ({ name, route: key(endpoint.method, `/api${endpoint.path}`) }))
      .filter(({ route }) => !registered.has(route));
    expect(missing).toEqual([]);
  });

  it('no two contracts declare the same route', () => {
    const routes = flattenContract(contract).map(({ endpoint }) => key(endpoint.method, endpoint.path));
    expect(routes.length).toBe(new Set(routes).size);
  });
});
