import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError, City, Pathology } from '@portal/domain';
import { ibgeCitiesClient } from '#integrations/cities/ibge-client.ts';
import { pathologiesHttpClient } from '#integrations/pathologies/http-client.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { fakeServer, json as answer, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let sys: Client;

useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  sys = await t.as('SYSADMIN');
});

describe('programme pathologies (simulator)', () => {
  it('answers the caller\'s programme, by slug in any case', async () => {
    const res = await doctor({ method: 'GET', url: '/api/integration/programs/bemestar/pathologies' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Pathology[]>()).toEqual(expect.arrayContaining([{ idPathology: 101, description: 'Câncer de mama' }]));
  });

  it('answers another programme\'s slug like an unknown one; a system administrator reads any', async () => {
    const other = await doctor({ method: 'GET', url: '/api/integration/programs/ABRACARAVIDA/pathologies' });
    const unknown = await doctor({ method: 'GET', url: '/api/integration/programs/NAOEXISTE/pathologies' });
    expect([other.statusCode, other.body]).toEqual([404, unknown.body]);
    expect(other.json<ApiError>().code).toBe('programNotFound');
    expect((await sys({ method: 'GET', url: '/api/integration/programs/ABRACARAVIDA/pathologies' })).statusCode).toBe(200);
    expect((await t.anon({ method: 'GET', url: '/api/integration/programs/BEMESTAR/pathologies' })).statusCode).toBe(401);
  });
});

describe('cities by state (simulator)', () => {
  it('lists the cities of a state sorted by name, any case', async () => {
    const cities = (await doctor({ method: 'GET', url: '/api/integration/get-cities-by-state/sp' })).json<City[]>();
    expect(cities.map((c) => c.city)).toContain('Campinas');
    expect(cities.map((c) => c.city)).toEqual([...cities.map((c) => c.city)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('refuses a state that does not exist', async () => {
    const res = await doctor({ method: 'GET', url: '/api/integration/get-cities-by-state/XX' });
    expect([res.statusCode, res.json<ApiError>().code]).toEqual([400, 'validation']);
  });
});

describe('HTTP clients against a local fake server', () => {
  const servers: FakeServer[] = [];
  afterAll(async () => { await Promise.all(servers.map((s) => s.close())); });

  it('reads pathologies, taking 404 as none and failing on a 500', async () => {
    const server = await fakeServer((req, res) => {
      if (req.url === '/programs/BEMESTAR/pathologies') answer(res, 200, [{ idPathology: '7', description: 'Lúpus' }, { description: 'sem id' }]);
      else if (req.url === '/programs/VAZIO/pathologies') answer(res, 404, {});
      else answer(res, 500, {});
    });
    servers.push(server);
    const client = pathologiesHttpClient(`${server.url}/`);
    expect(await client.byProgram('BEMESTAR')).toEqual([{ idPathology: 7, description: 'Lúpus' }]);
    expect(await client.byProgram('VAZIO')).toEqual([]);
    await expect(client.byProgram('FALHA')).rejects.toThrow(/500/);
  });

  it('reads IBGE municipalities as cities sorted by name', async () => {
    const server = await fakeServer((req, res) => {
      if (req.url === '/estados/AC/municipios') answer(res, 200, [{ id: 1200401, nome: 'Rio Branco' }, { id: 1200203, nome: 'Cruzeiro do Sul' }]);
      else answer(res, 503, {});
    });
    servers.push(server);
    const client = ibgeCitiesClient(server.url);
    expect(await client.byState('AC')).toEqual([{ id: 1200203, city: 'Cruzeiro do Sul' }, { id: 1200401, city: 'Rio Branco' }]);
    await expect(client.byState('SP')).rejects.toThrow(/503/);
  });

  it('answers 502 with the screen\'s code when the external system fails', async () => {
    const server = await fakeServer((_req, res) => answer(res, 500, {}));
    servers.push(server);
    const failing = await (await import('#test/test-app.ts')).createTestApp({
      referenceData: { pathologies: { provider: 'http', baseUrl: server.url }, cities: { provider: 'ibge', baseUrl: server.url } },
    });
    try {
      const client = await failing.as('DOCTOR');
      const pathologies = await client({ method: 'GET', url: '/api/integration/programs/BEMESTAR/pathologies' });
      expect([pathologies.statusCode, pathologies.json<ApiError>().code]).toEqual([502, 'failedToLoadPathologies']);
      const cities = await client({ method: 'GET', url: '/api/integration/get-cities-by-state/RJ' });
      expect([cities.statusCode, cities.json<ApiError>().code]).toEqual([502, 'failedToLoadCities']);
    } finally {
      await failing.close();
    }
  });
});
