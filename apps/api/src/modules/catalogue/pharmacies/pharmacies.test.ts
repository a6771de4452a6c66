import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccreditedPharmacy, ApiError, PlaceDetails, PlaceSuggestion } from '@portal/domain';
import { pharmaciesHttpClient } from '#integrations/pharmacies/http-client.ts';
import { placesHttpClient } from '#integrations/places/http-client.ts';
import { createTestApp, useTestApp, type TestApp } from '#test/test-app.ts';
import { fakeServer, json as answer, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';
import { demoExamGroup, insertProcedure } from '#requests/procedures/procedures.test-helpers.ts';

let t: TestApp;
let code: string;

/** A procedure of BEMESTAR whose public code the patient's link carries. */
async function procedureCode(app: TestApp): Promise<string> {
  const programId = await app.programId('BEMESTAR');
  const group = await demoExamGroup(app.app.db, programId);
  return (await insertProcedure(app.app.db, { programId, requesterId: await app.userId('medico@demo.com.br'), group })).code;
}

useTestApp(async (app) => {
  t = app;
  code = await procedureCode(app);
});

const accredited = (c: string, query: string, app = t) => app.anon({ method: 'GET', url: `/api/procedures/by-code/${c}/accredited?${query}` });

describe('GET /procedures/by-code/{code}/accredited (simulator)', () => {
  it('lists plausible pharmacies near a CEP, masked or not, the same ones each time', async () => {
    const res = await accredited(code, 'postalCode=01310-100');
    expect(res.statusCode).toBe(200);
    const list = res.json<AccreditedPharmacy[]>();
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const p of list) {
      expect(p).toMatchObject({ city: 'São Paulo', uf: 'SP', postalCode: expect.stringMatching(/^01310\d{3}$/) as unknown, phone: expect.stringMatching(/^\(11\) /) as unknown });
      expect(Math.abs(p.lat - -23.55)).toBeLessThan(0.1);
      expect(Math.abs(p.lng - -46.63)).toBeLessThan(0.1);
    }
    expect((await accredited(code, 'postalCode=01310100')).json()).toEqual(list);
    const recife = (await accredited(code, 'postalCode=51020000&uf=PE')).json<AccreditedPharmacy[]>();
    expect(recife.every((p) => p.uf === 'PE' && p.city === 'Recife')).toBe(true);
  });

  it('answers accreditedNotFound when none is near, or the state is not the CEP\'s', async () => {
    for (const query of ['postalCode=01310999', 'postalCode=00000100', 'postalCode=01310100&uf=RJ']) {
      const res = await accredited(code, query);
      expect([res.statusCode, res.json<ApiError>().code]).toEqual([404, 'accreditedNotFound']);
    }
  });

  it('answers patientProcedureNotFound for an unknown code, before asking the service', async () => {
    const res = await accredited('NAOEXISTE123', 'postalCode=01310100');
    expect([res.statusCode, res.json<ApiError>().code]).toEqual([404, 'patientProcedureNotFound']);
  });

  it('refuses a CEP that is not 8 digits and an unknown state', async () => {
    for (const query of ['postalCode=0131', '', 'postalCode=01310100&uf=XX']) {
      const res = await accredited(code, query);
      expect([res.statusCode, res.json<ApiError>().code]).toEqual([400, 'validation']);
    }
  });
});

describe('place autocomplete (simulator)', () => {
  it('suggests Brazilian addresses for the words typed, accents and case ignored', async () => {
    const res = await t.anon({ method: 'GET', url: `/api/integration/places/autocomplete?input=${encodeURIComponent('avenida PAULISTA 1000')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<PlaceSuggestion[]>()).toEqual([{ placeId: 'sim-paulista-1000', description: 'Avenida Paulista, 1000 - Bela Vista, São Paulo - SP' }]);
    expect((await t.anon({ method: 'GET', url: '/api/integration/places/autocomplete?input=ipiranga%20qualquer' })).json()).toEqual([]);
    expect((await t.anon({ method: 'GET', url: '/api/integration/places/autocomplete?input=ab' })).statusCode).toBe(400);
  });

  it('gives a place\'s details, with a null postal code when it has none; an unknown place is 404', async () => {
    const place = (await t.anon({ method: 'GET', url: '/api/integration/places/sim-paulista-1000' })).json<PlaceDetails>();
    expect(place).toMatchObject({ postalCode: '01310100', uf: 'SP' });
    const park = (await t.anon({ method: 'GET', url: '/api/integration/places/sim-parque-ibirapuera' })).json<PlaceDetails>();
    expect(park.postalCode).toBeNull();
    const unknown = await t.anon({ method: 'GET', url: '/api/integration/places/nada' });
    expect([unknown.statusCode, unknown.json<ApiError>().code]).toEqual([404, 'placeNotFound']);
  });
});

describe('GET /integration/map-config', () => {
  it('has no tile layer by default (markers and the list work offline)', async () => {
    expect((await t.anon({ method: 'GET', url: '/api/integration/map-config' })).json()).toEqual({ tileUrl: null, attribution: null });
  });
});

describe('HTTP clients against a local fake server', () => {
  const servers: FakeServer[] = [];
  afterAll(async () => { await Promise.all(servers.map((s) => s.close())); });

  it('pharmacies: sends programme, CEP, state and token; keeps well-formed pharmacies; 404 is none; 500 throws', async () => {
    const server = await fakeServer((req, res) => {
      if (req.url.startsWith('/programs/BEMESTAR/pharmacies?postalCode=01310100&uf=SP')) {
        answer(res, 200, [
          { name: 'Drogaria Teste', address: 'Rua A, 1', city: 'São Paulo', uf: 'sp', postalCode: '01310-100', phone: '(11) 3000-0000', lat: '-23.5', lng: -46.6 },
          { name: 'Sem posição', lat: null, lng: null },
        ]);
      } else if (req.url.startsWith('/programs/VAZIO/')) answer(res, 404, {});
      else answer(res, 500, {});
    });
    servers.push(server);
    const client = pharmaciesHttpClient({ baseUrl: `${server.url}/`, token: 'segredo' });
    expect(await client.near({ program: 'BEMESTAR', postalCode: '01310100', uf: 'SP' })).toEqual([
      { name: 'Drogaria Teste', address: 'Rua A, 1', city: 'São Paulo', uf: 'SP', postalCode: '01310100', phone: '(11) 3000-0000', lat: -23.5, lng: -46.6 },
    ]);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer segredo');
    expect(await client.near({ program: 'VAZIO', postalCode: '01310100' })).toEqual([]);
    await expect(client.near({ program: 'OUTRO', postalCode: '01310100' })).rejects.toThrow('500');
  });

  it('places: restricts to Brazil, keeps a blank postal code as null, 404 is unknown, 500 throws', async () => {
    const server = await fakeServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      if (url.searchParams.get('country') !== 'br') answer(res, 400, {});
      else if (url.pathname === '/autocomplete' && url.searchParams.get('input') === 'paulista') {
        answer(res, 200, [{ placeId: 'p1', description: 'Av. Paulista, 1' }, { description: 'sem id' }]);
      } else if (url.pathname === '/places/p1') answer(res, 200, { placeId: 'p1', description: 'Av. Paulista, 1', postalCode: '01310-100', uf: 'sp', lat: -23.5, lng: -46.6 });
      else if (url.pathname === '/places/p2') answer(res, 200, { placeId: 'p2', description: 'Parque', postalCode: '', uf: 'SP', lat: '-23.58', lng: '-46.65' });
      else if (url.pathname === '/places/p3') answer(res, 404, {});
      else answer(res, 500, {});
    });
    servers.push(server);
    const client = placesHttpClient({ baseUrl: server.url, key: 'chave' });
    expect(await client.autocomplete('paulista')).toEqual([{ placeId: 'p1', description: 'Av. Paulista, 1' }]);
    expect(new URL(server.requests[0]!.url, 'http://x').searchParams.get('key')).toBe('chave');
    expect(await client.details('p1')).toEqual({ placeId: 'p1', description: 'Av. Paulista, 1', postalCode: '01310100', uf: 'SP', lat: -23.5, lng: -46.6 });
    expect((await client.details('p2'))?.postalCode).toBeNull();
    expect(await client.details('p3')).toBeNull();
    await expect(client.autocomplete('erro')).rejects.toThrow('500');
  });
});

describe('a service that is down, and the rate limit', () => {
  let down: TestApp;
  let server: FakeServer;
  let downCode: string;
  beforeAll(async () => {
    server = await fakeServer((_req, res) => answer(res, 503, {}));
    down = await createTestApp({
      pharmacies: { provider: 'http', baseUrl: server.url, token: undefined },
      places: { provider: 'http', baseUrl: server.url, key: undefined },
      publicRateLimitPerMinute: 3,
    });
    downCode = await procedureCode(down);
  });
  afterAll(async () => { await down.close(); await server.close(); });

  it('answers 502 failedToLoadPharmacies / failedToLoadPlaces, then 429 past the limit', async () => {
    const res = await accredited(downCode, 'postalCode=01310100', down);
    expect([res.statusCode, res.json<ApiError>().code]).toEqual([502, 'failedToLoadPharmacies']);
    const places = await down.anon({ method: 'GET', url: '/api/integration/places/autocomplete?input=paulista' });
    expect([places.statusCode, places.json<ApiError>().code]).toEqual([502, 'failedToLoadPlaces']);
    await accredited(downCode, 'postalCode=01310100', down);
    await accredited(downCode, 'postalCode=01310100', down);
    const limited = await accredited(downCode, 'postalCode=01310100', down);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
