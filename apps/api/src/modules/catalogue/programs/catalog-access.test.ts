import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '@portal/domain';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';

/**
 * Route × user type matrix of the administration catalogue (ENGINEERING §4.9). Writes are sent
 * with an empty body or an unknown id: the guard answers before validation, so an allowed caller
 * gets 400/404 (nothing changes) and a refused one 403.
 */
let t: TestApp;
const as = {} as Record<UserType, Client>;
let ids: { program: number; client: number; product: number; presentation: number; followup: number; travelGroup: number; location: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const type of USER_TYPES) as[type] = await t.as(type);
  const program = await t.programId('BEMESTAR');
  const admin = as.SYSADMIN;
  const products = (await admin({ method: 'GET', url: `/api/programs/${program}/products` })).json<{ id: number }[]>();
  const presentations = (await admin({ method: 'GET', url: `/api/programs/${program}/presentations` })).json<{ id: number }[]>();
  const followups = (await admin({ method: 'GET', url: `/api/programs/${program}/followups?showOnlyWithTravelActive=true` })).json<{ id: number }[]>();
  const group = (await admin({ method: 'GET', url: `/api/followups/${followups[0]!.id}/travel-group` })).json<{ id: number }>();
  const locations = (await admin({ method: 'GET', url: `/api/travel-groups/${group.id}/treatmentLocations` })).json<{ id: number }[]>();
  const clients = (await admin({ method: 'GET', url: '/api/clients' })).json<{ id: number }[]>();
  ids = {
    program, client: clients[0]!.id, product: products[0]!.id, presentation: presentations[0]!.id, followup: followups[0]!.id,
    travelGroup: group.id, location: locations[0]!.id,
  };
});
afterAll(async () => { await t.close(); });

const ALL = USER_TYPES;
const ADMINS: UserType[] = ['SYSADMIN', 'ADMIN'];
const SYSADMIN: UserType[] = ['SYSADMIN'];
/** BEMESTAR: the representative's groups grant first medicine and exams only, so no PCDT. */
const PCDT_READERS: UserType[] = ['SYSADMIN', 'ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'DOCTOR'];
const MISSING = 999_999;

interface Case { name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; allowed: readonly UserType[]; body?: unknown }

const cases: Case[] = [
  // Clients (sysadmin screens)
  { name: 'GET /clients', method: 'GET', url: () => '/api/clients', allowed: SYSADMIN },
  { name: 'GET /clients/list/:id', method: 'GET', url: () => `/api/clients/list/${ids.client}`, allowed: SYSADMIN },
  { name: 'GET /clients/paginate', method: 'GET', url: () => '/api/clients/paginate?skip=0&take=10', allowed: SYSADMIN },
  { name: 'POST /clients', method: 'POST', url: () => '/api/clients', allowed: SYSADMIN, body: {} },
  { name: 'PUT /clients/:id', method: 'PUT', url: () => `/api/clients/${ids.client}`, allowed: SYSADMIN, body: {} },
  { name: 'DELETE /clients/delete/:id', method: 'DELETE', url: () => `/api/clients/delete/${MISSING}`, allowed: SYSADMIN },
  { name: 'GET /clients/:id/programs', method: 'GET', url: () => `/api/clients/${ids.client}/programs`, allowed: SYSADMIN },
  { name: 'GET /clients/:id/programs-paged', method: 'GET', url: () => `/api/clients/${ids.client}/programs-paged`, allowed: SYSADMIN },
  // Programmes
  { name: 'GET /programs', method: 'GET', url: () => '/api/programs', allowed: ADMINS },
  { name: 'GET /programs/:id (own programme)', method: 'GET', url: () => `/api/programs/${ids.program}`, allowed: ALL },
  { name: 'POST /programs', method: 'POST', url: () => '/api/programs', allowed: SYSADMIN, body: {} },
  { name: 'PUT /programs/:id', method: 'PUT', url: () => `/api/programs/${ids.program}`, allowed: SYSADMIN, body: {} },
  { name: 'DELETE /programs/:id', method: 'DELETE', url: () => `/api/programs/${MISSING}`, allowed: SYSADMIN },
  // Products
  { name: 'GET /products/:id', method: 'GET', url: () => `/api/products/${ids.product}`, allowed: ALL },
  { name: 'GET /programs/:id/products', method: 'GET', url: () => `/api/programs/${ids.program}/products`, allowed: ALL },
  { name: 'GET /programs/:id/products-paged', method: 'GET', url: () => `/api/programs/${ids.program}/products-paged`, allowed: ADMINS },
  { name: 'POST /products', method: 'POST', url: () => '/api/products', allowed: ADMINS, body: {} },
  { name: 'PUT /products/:id', method: 'PUT', url: () => `/api/products/${ids.product}`, allowed: ADMINS, body: {} },
  { name: 'DELETE /products/:id', method: 'DELETE', url: () => `/api/products/${MISSING}`, allowed: ADMINS },
  { name: 'GET /products/:id/presentations', method: 'GET', url: () => `/api/products/${ids.product}/presentations`, allowed: ALL },
  { name: 'GET /products/:id/patient-procedures', method: 'GET', url: () => `/api/products/${ids.product}/patient-procedures`, allowed: ALL },
  // Presentations
  { name: 'GET /programs/:id/presentations', method: 'GET', url: () => `/api/programs/${ids.program}/presentations`, allowed: ALL },
  { name: 'GET /presentations', method: 'GET', url: () => `/api/presentations?programId=${ids.program}`, allowed: ADMINS },
  { name: 'GET /presentations/:id', method: 'GET', url: () => `/api/presentations/${ids.presentation}?programId=${ids.program}`, allowed: ADMINS },
  { name: 'POST /presentations', method: 'POST', url: () => '/api/presentations', allowed: ADMINS, body: {} },
  { name: 'PUT /presentations/:id', method: 'PUT', url: () => `/api/presentations/${ids.presentation}`, allowed: ADMINS, body: {} },
  { name: 'DELETE /presentations/:id', method: 'DELETE', url: () => `/api/presentations/${MISSING}`, allowed: ADMINS },
  // Follow-ups
  { name: 'GET /programs/:id/followups', method: 'GET', url: () => `/api/programs/${ids.program}/followups`, allowed: ALL },
  { name: 'GET /followups', method: 'GET', url: () => `/api/followups?programId=${ids.program}`, allowed: ADMINS },
  { name: 'GET /followups/:id', method: 'GET', url: () => `/api/followups/${ids.followup}?programId=${ids.program}`, allowed: ADMINS },
  { name: 'POST /followups', method: 'POST', url: () => '/api/followups', allowed: ADMINS, body: {} },
  { name: 'PUT /followups/:id', method: 'PUT', url: () => `/api/followups/${ids.followup}`, allowed: ADMINS, body: {} },
  { name: 'DELETE /followups/:id', method: 'DELETE', url: () => `/api/followups/${MISSING}`, allowed: ADMINS },
  { name: 'GET /followups/:id/exam-groups', method: 'GET', url: () => `/api/followups/${ids.followup}/exam-groups`, allowed: ALL },
  { name: 'GET /followups/:id/travel-group', method: 'GET', url: () => `/api/followups/${ids.followup}/travel-group`, allowed: ALL },
  // Treatment locations
  { name: 'GET /travel-groups/:id/treatmentLocations', method: 'GET', url: () => `/api/travel-groups/${ids.travelGroup}/treatmentLocations`, allowed: ALL },
  { name: 'GET /programs/:id/travel-groups', method: 'GET', url: () => `/api/programs/${ids.program}/travel-groups`, allowed: ADMINS },
  { name: 'GET /treatmentLocations', method: 'GET', url: () => `/api/treatmentLocations?programId=${ids.program}`, allowed: ADMINS },
  { name: 'GET /treatmentLocations/edit/:id', method: 'GET', url: () => `/api/treatmentLocations/edit/${ids.location}?programId=${ids.program}`, allowed: ADMINS },
  { name: 'POST /treatmentLocations', method: 'POST', url: () => '/api/treatmentLocations', allowed: ADMINS, body: {} },
  { name: 'PUT /treatmentLocations/:id', method: 'PUT', url: () => `/api/treatmentLocations/${ids.location}`, allowed: ADMINS, body: {} },
  { name: 'DELETE /treatmentLocations/:id', method: 'DELETE', url: () => `/api/treatmentLocations/${MISSING}`, allowed: ADMINS },
  // Programme files
  { name: 'GET /program-files/:programId', method: 'GET', url: () => `/api/program-files/${ids.program}`, allowed: ALL },
  { name: 'POST /program-files', method: 'POST', url: () => '/api/program-files', allowed: ADMINS, body: {} },
  { name: 'DELETE /program-files/:id', method: 'DELETE', url: () => `/api/program-files/${MISSING}`, allowed: ADMINS },
  { name: 'GET /program-files/download/:id', method: 'GET', url: () => `/api/program-files/download/${MISSING}`, allowed: ALL },
  { name: 'GET /program-files/pcdt/zip', method: 'GET', url: () => `/api/program-files/pcdt/zip?programId=${ids.program}&uf=SP`, allowed: PCDT_READERS },
];

describe.each(cases)('$name', (c) => {
  it.each(ALL)('as %s', async (type) => {
    const res = await as[type]({ method: c.method, url: c.url(), ...(c.body === undefined ? {} : { payload: c.body as object }) });
    if (c.allowed.includes(type)) {
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (c.method === 'GET' && !c.url().includes(String(MISSING)) && !c.url().includes('/zip')) expect(res.statusCode, res.body).toBe(200);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('forbidden');
    }
  });

  it('refuses an anonymous caller', async () => {
    const res = await t.anon({ method: c.method, url: c.url() });
    expect(res.statusCode).toBe(401);
  });
});

describe('programme scope', () => {
  /** Status and code: what a caller learns from an answer. */
  const answer = async (client: Client, method: Case['method'], url: string, payload?: object) => {
    const res = await client({ method, url, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, code: res.statusCode < 400 ? undefined : res.json<{ code: string }>().code };
  };

  it("answers an admin the other programme's catalogue like a missing programme, allows a system administrator", async () => {
    const other = await t.programId('ABRACARAVIDA');
    const lists = (p: number) => [`/api/programs/${p}/products`, `/api/presentations?programId=${p}`, `/api/followups?programId=${p}`,
      `/api/program-files/${p}`, `/api/programs/${p}`];
    const missing = lists(MISSING);
    for (const [i, url] of lists(other).entries()) {
      const refused = await answer(as.ADMIN, 'GET', url);
      expect(refused, url).toEqual(await answer(as.ADMIN, 'GET', missing[i]!));
      expect(refused, url).toEqual({ status: 404, code: 'programNotFound' });
      expect((await as.SYSADMIN({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const [otherProduct] = (await as.SYSADMIN({ method: 'GET', url: `/api/programs/${other}/products` })).json<{ id: number }[]>();
    expect(await answer(as.DOCTOR, 'GET', `/api/products/${otherProduct!.id}/presentations`)).toEqual({ status: 404, code: 'productNotFound' });
    expect(await answer(as.ADMIN, 'POST', '/api/products', { programId: other, name: 'Produto alheio' }))
      .toEqual({ status: 404, code: 'programNotFound' });
  });

  it("answers another programme's records exactly like missing ones, for reads and writes", async () => {
    const other = await t.programId('ABRACARAVIDA');
    const sys = as.SYSADMIN;
    const [product] = (await sys({ method: 'GET', url: `/api/programs/${other}/products` })).json<{ id: number }[]>();
    const [presentation] = (await sys({ method: 'GET', url: `/api/programs/${other}/presentations` })).json<{ id: number }[]>();
    const [followup] = (await sys({ method: 'GET', url: `/api/programs/${other}/followups?showOnlyWithTravelActive=true` })).json<{ id: number }[]>();
    const [group] = (await sys({ method: 'GET', url: `/api/programs/${other}/travel-groups` })).json<{ id: number }[]>();
    const [location] = (await sys({ method: 'GET', url: `/api/travel-groups/${group!.id}/treatmentLocations` })).json<{ id: number }[]>();
    const cases: [Case['method'], (id: number) => string, number, string][] = [
      ['GET', (id) => `/api/products/${id}`, product!.id, 'productNotFound'],
      ['GET', (id) => `/api/products/${id}/patient-procedures`, product!.id, 'productNotFound'],
      ['DELETE', (id) => `/api/products/${id}`, product!.id, 'productNotFound'],
      ['GET', (id) => `/api/presentations/${id}`, presentation!.id, 'presentationNotFound'],
      ['DELETE', (id) => `/api/presentations/${id}`, presentation!.id, 'presentationNotFound'],
      ['GET', (id) => `/api/followups/${id}`, followup!.id, 'followupNotFound'],
      ['GET', (id) => `/api/followups/${id}/exam-groups`, followup!.id, 'followupNotFound'],
      ['GET', (id) => `/api/followups/${id}/travel-group`, followup!.id, 'followupNotFound'],
      ['DELETE', (id) => `/api/followups/${id}`, followup!.id, 'followupNotFound'],
      ['GET', (id) => `/api/travel-groups/${id}/treatmentLocations`, group!.id, 'travelGroupNotFound'],
      ['GET', (id) => `/api/treatmentLocations/edit/${id}`, location!.id, 'treatmentLocationNotFound'],
      ['DELETE', (id) => `/api/treatmentLocations/${id}`, location!.id, 'treatmentLocationNotFound'],
    ];
    for (const [method, url, id, code] of cases) {
      const refused = await answer(as.ADMIN, method, url(id));
      expect(refused, url(id)).toEqual({ status: 404, code });
      expect(refused, url(id)).toEqual(await answer(as.ADMIN, method, url(MISSING)));
    }
    const updates: [string, object, string][] = [
      [`/api/products/${product!.id}`, { programId: await t.programId('BEMESTAR'), name: 'Alheio' }, 'productNotFound'],
      [`/api/presentations/${presentation!.id}`, { name: 'Alheia', discount: 1, productId: product!.id }, 'presentationNotFound'],
    ];
    for (const [url, payload, code] of updates) expect(await answer(as.ADMIN, 'PUT', url, payload), url).toEqual({ status: 404, code });
    // A form naming another programme's product or travel group is refused like an unknown one.
    const foreignProduct = await as.ADMIN({ method: 'POST', url: '/api/presentations', payload: { name: 'X', discount: 1, productId: product!.id } });
    expect(foreignProduct.json()).toMatchObject({ code: 'validation', fields: { productId: ['validation.invalidField'] } });
    const address = { name: 'X', cep: '01310-100', placeDescription: 'Rua', number: '1', neighborhood: 'Centro', city: 'São Paulo', state: 'SP' };
    const foreignGroup = await as.ADMIN({ method: 'POST', url: '/api/treatmentLocations', payload: { ...address, travelGroupId: group!.id } });
    expect(foreignGroup.json()).toMatchObject({ code: 'validation', fields: { travelGroupId: ['validation.invalidField'] } });
  });
});
