import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError, Discount, Medicine } from '@portal/domain';
import { discountsHttpClient } from '#integrations/discounts/http-client.ts';
import { createTestApp, useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { fakeServer, json as answer, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let admin: Client;

useTestApp(async (app) => {
  t = app;
  [doctor, admin] = await Promise.all([t.as('DOCTOR'), t.as('ADMIN')]);
});

describe('discounts (simulator)', () => {
  it('lists the medicines of programme 126 to a signed-in user, none for another programme', async () => {
    const res = await doctor({ method: 'GET', url: '/api/integration/get-medicines/126' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Medicine[]>()).toContainEqual({ lineId: 3101, name: 'Atorvastatina cálcica' });
    expect((await admin({ method: 'GET', url: '/api/integration/get-medicines/7' })).json()).toEqual([]);
    expect((await t.anon({ method: 'GET', url: '/api/integration/get-medicines/126' })).statusCode).toBe(401);
  });

  it('answers a family\'s rules in a state with ranges of boxes and percentages; none for a family without', async () => {
    const [discount] = (await doctor({ method: 'GET', url: '/api/integration/get-discounts/126/3101/sp' })).json<Discount[]>();
    expect(discount).toMatchObject({ name: 'Atorvastatina cálcica', familyDescription: 'Estatinas' });
    expect(discount!.rules[0]!.ranges).toEqual([
      { boxesFrom: 1, boxesTo: 2, discountPercentage: 15 },
      { boxesFrom: 3, boxesTo: 5, discountPercentage: 25 },
      { boxesFrom: 6, boxesTo: null, discountPercentage: 35 },
    ]);
    expect((await doctor({ method: 'GET', url: '/api/integration/get-discounts/126/3103/SP' })).json()).toEqual([]);
  });

  it('refuses a state that does not exist and ids that are not positive', async () => {
    for (const url of ['/api/integration/get-discounts/126/3101/XX', '/api/integration/get-discounts/126/0/SP', '/api/integration/get-medicines/abc']) {
      const res = await doctor({ method: 'GET', url });
      expect([res.statusCode, res.json<ApiError>().code], url).toEqual([400, 'validation']);
    }
  });
});

describe('discount service HTTP client against a local fake server', () => {
  const servers: FakeServer[] = [];
  afterAll(async () => { await Promise.all(servers.map((s) => s.close())); });

  it('reads medicines and discounts, dropping malformed entries and taking 404 as none', async () => {
    const rule = { ruleName: 'Regra', ruleId: 9, productDescription: 'Produto 10 mg', ranges: [{ boxesFrom: 1, boxesTo: null, discountPercentage: 30 }] };
    const server = await fakeServer((req, res) => {
      if (req.url === '/programs/126/medicines') answer(res, 200, [{ lineId: 1, name: 'Produto' }, { name: 'sem linha' }]);
      else if (req.url === '/programs/126/families/1/discounts?uf=SP') answer(res, 200, [{ name: 'Produto', familyDescription: 'Família', rules: [rule] }, { name: 1 }]);
      else if (req.url === '/programs/126/families/2/discounts?uf=SP') answer(res, 404, {});
      else answer(res, 500, {});
    });
    servers.push(server);
    const client = discountsHttpClient({ baseUrl: `${server.url}/`, token: 'chave' });
    expect(await client.medicines(126)).toEqual([{ lineId: 1, name: 'Produto' }]);
    expect(await client.discounts(126, 1, 'SP')).toEqual([{ name: 'Produto', familyDescription: 'Família', rules: [rule] }]);
    expect(await client.discounts(126, 2, 'SP')).toEqual([]);
    await expect(client.discounts(126, 3, 'SP')).rejects.toThrow(/500/);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer chave');
  });

  it('gives 502 failedToSearchDiscounts when the service fails', async () => {
    const server = await fakeServer((_req, res) => answer(res, 500, {}));
    servers.push(server);
    const failing = await createTestApp({ discounts: { provider: 'http', baseUrl: server.url, token: undefined } });
    try {
      const res = await (await failing.as('DOCTOR'))({ method: 'GET', url: '/api/integration/get-medicines/126' });
      expect([res.statusCode, res.json<ApiError>().code]).toEqual([502, 'failedToSearchDiscounts']);
    } finally {
      await failing.close();
    }
  });
});
