import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, CepAddress } from '@portal/domain';
import { loadConfig } from '#platform/config.ts';
import { cepSimulator, SIMULATED_CEPS } from '#integrations/cep/simulator.ts';
import { viaCepClient } from '#integrations/cep/viacep-client.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { fakeServer, json, type FakeServer } from './fake-server.test-helpers.ts';

/** ViaCEP's contract: 200 with the address, 200 with {"erro": true} for an unknown CEP, 400 for a malformed one. */
let via: FakeServer;
beforeAll(async () => {
  via = await fakeServer((req, res) => {
    const cep = /^\/ws\/(\w+)\/json\/$/.exec(req.url)?.[1];
    if (cep === '01310100') return json(res, 200, { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', ibge: '3550308' });
    if (cep === '99999999') return json(res, 200, { erro: 'true' });
    if (cep === '55555555') return json(res, 503, { message: 'indisponível' });
    return json(res, 400, {});
  });
});
afterAll(async () => { await via.close(); });

describe('CEP providers', () => {
  it('the simulator knows dozens of CEPs across the states', async () => {
    expect(SIMULATED_CEPS.length).toBeGreaterThanOrEqual(30);
    const states = new Set(await Promise.all(SIMULATED_CEPS.map(async (c) => (await cepSimulator.lookup(c))!.uf)));
    expect(states.size).toBe(27);
    expect(await cepSimulator.lookup('00000000')).toBeNull();
  });

  it('the ViaCEP client reads an address, maps {"erro": true} to not found and throws on failures', async () => {
    const client = viaCepClient(`${via.url}/ws/`);
    expect(await client.lookup('01310100')).toEqual({
      cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP',
    });
    expect(await client.lookup('99999999')).toBeNull();
    await expect(client.lookup('55555555')).rejects.toThrow(/503/);
    expect(via.requests.map((r) => r.url)).toContain('/ws/01310100/json/');
  });
});

describe('GET /integration/get-address-by-cep/{cep}', () => {
  let sim: TestApp;
  let real: TestApp;
  beforeAll(async () => {
    sim = await createTestApp();
    const base = loadConfig({ NODE_ENV: 'test' }).onboarding;
    real = await createTestApp({ onboarding: { ...base, cepProvider: 'viacep', cepBaseUrl: `${via.url}/ws`, cepRateLimitPerMinute: 5 } });
  });
  afterAll(async () => { await sim.close(); await real.close(); });

  it('answers from the offline simulator by default', async () => {
    const res = await sim.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/70150-900' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ localidade: 'Brasília', uf: 'DF', logradouro: 'Praça dos Três Poderes' });
    const missing = await sim.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/00000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'cepNotFound', message: 'CEP não encontrado.' });
    expect((await sim.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/123' })).statusCode).toBe(400);
  });

  it('sends the request id to the service as X-Request-Id: the caller\'s when acceptable, else the one it made and answers', async () => {
    // From another address than the test below, whose rate limit this must not spend.
    const get = (requestId: string) => real.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/01310100', headers: { 'x-request-id': requestId }, remoteAddress: '192.0.2.10' });
    const given = await get('lb-7f3a.42');
    expect(given.statusCode).toBe(200);
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(via.requests.at(-1)!.headers['x-request-id']).toBe('lb-7f3a.42');
    const made = await get('not an id\r\n');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(via.requests.at(-1)!.headers['x-request-id']).toBe(made.headers['x-request-id']);
  });

  it('uses the configured ViaCEP-compatible service: not found → 404, failure → 502 failedToSearchCep, and is rate-limited', async () => {
    expect((await real.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/01310100' })).json<CepAddress>().bairro).toBe('Bela Vista');
    expect((await real.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/99999999' })).json<ApiError>().code).toBe('cepNotFound');
    const down = await real.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/55555555' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'failedToSearchCep', message: 'Erro ao buscar CEP.' });
    let last = 0;
    for (let i = 0; i < 5; i++) last = (await real.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/01310100' })).statusCode;
    expect(last).toBe(429);
  });
});
