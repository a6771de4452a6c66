import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiError, Page } from '@portal/domain';
import { auditLog } from '#db/schema/index.ts';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let sys: Client;
let admin: Client;
let program: number;

beforeAll(async () => {
  t = await createTestApp();
  sys = await t.as('SYSADMIN');
  admin = await t.as('ADMIN');
  program = await t.programId('BEMESTAR');
});
afterAll(async () => { await t.close(); });

const auditOf = (entity: string, id: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

describe('products', () => {
  it('creates, pages with search, updates and deletes, auditing each write', async () => {
    const created = await admin({ method: 'POST', url: '/api/products', payload: { programId: program, name: 'Oncovix', activeIngredients: 'oncovixina', wsAcessoPathologyCode: '', allowExamRequests: true } });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ id: number; wsAcessoPathologyCode: number | null }>();
    expect(product.wsAcessoPathologyCode).toBeNull();

    const page = await admin({ method: 'GET', url: `/api/programs/${program}/products-paged?filter=oncov&skip=0&take=10` });
    expect(page.json()).toEqual({ data: [expect.objectContaining({ id: product.id, name: 'Oncovix' })], total: 1 });
    const all = await admin({ method: 'GET', url: `/api/programs/${program}/products-paged?skip=0&take=1` });
    expect(all.json<{ data: unknown[]; total: number }>().data).toHaveLength(1);
    expect(all.json<{ total: number }>().total).toBeGreaterThanOrEqual(3);

    const updated = await admin({ method: 'PUT', url: `/api/products/${product.id}`, payload: { programId: program, name: 'Oncovix 2', wsAcessoPathologyCode: 42 } });
    expect(updated.json()).toMatchObject({ name: 'Oncovix 2', wsAcessoPathologyCode: 42, allowExamRequests: false, activeIngredients: null });

    expect((await admin({ method: 'DELETE', url: `/api/products/${product.id}` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/products/${product.id}` })).json<ApiError>().code).toBe('productNotFound');
    const trail = await auditOf('product', product.id);
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(trail.find((a) => a.action === 'update')).toMatchObject({ before: { name: 'Oncovix' }, after: { name: 'Oncovix 2' } });
  });

  it('refuses to delete a product that has presentations (foreign key) with cannotDeleteProduct', async () => {
    const [product] = (await admin({ method: 'GET', url: `/api/programs/${program}/products` })).json<{ id: number }[]>();
    const res = await admin({ method: 'DELETE', url: `/api/products/${product!.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().code).toBe('cannotDeleteProduct');
    expect(res.json<ApiError>().message).toMatch(/produto/i);
    expect((await admin({ method: 'GET', url: `/api/products/${product!.id}` })).statusCode).toBe(200);
  });

  it('validates the form with catalogue keys', async () => {
    const res = await admin({ method: 'POST', url: '/api/products', payload: { programId: '', name: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().fields).toMatchObject({ programId: ['validation.requiredField'], name: ['validation.requiredField'] });
  });

  it('lists presentations and patient procedures of a product', async () => {
    const products = (await admin({ method: 'GET', url: `/api/programs/${program}/products` })).json<{ id: number; name: string }[]>();
    const imuno = products.find((p) => p.name === 'Imunovita')!;
    const presentations = (await admin({ method: 'GET', url: `/api/products/${imuno.id}/presentations` })).json<{ discount: number; product: { id: number } }[]>();
    expect(presentations).toHaveLength(2);
    expect(presentations[0]).toMatchObject({ product: { id: imuno.id, name: 'Imunovita' } });
    expect(typeof presentations[0]!.discount).toBe('number');
    const procedures = (await admin({ method: 'GET', url: `/api/products/${imuno.id}/patient-procedures` })).json<unknown>();
    expect(procedures).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Aplicação assistida' })]));
  });
});

describe('presentations', () => {
  it('creates with empty optional fields, reads, updates, searches and deletes', async () => {
    const [product] = (await admin({ method: 'GET', url: `/api/programs/${program}/products` })).json<{ id: number }[]>();
    const created = await admin({ method: 'POST', url: '/api/presentations', payload: { name: 'Cápsula 20 mg', discount: '12.5', productId: String(product!.id), ean: '', wsAcessoCode: '' } });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ discount: 12.5, ean: null, wsAcessoCode: null, product: { id: product!.id } });
    expect((await admin({ method: 'GET', url: `/api/presentations/${p.id}?programId=${program}` })).json()).toMatchObject({ name: 'Cápsula 20 mg' });
    const other = await t.programId('ABRACARAVIDA');
    expect((await sys({ method: 'GET', url: `/api/presentations/${p.id}?programId=${other}` })).json<ApiError>().code).toBe('presentationNotFound');

    const put = await admin({ method: 'PUT', url: `/api/presentations/${p.id}`, payload: { name: 'Cápsula 25 mg', discount: 30, productId: product!.id, ean: '7890000000017' } });
    expect(put.json()).toMatchObject({ name: 'Cápsula 25 mg', discount: 30, ean: '7890000000017' });
    const page = (await admin({ method: 'GET', url: `/api/presentations?programId=${program}&filter=cápsula&take=10` })).json<unknown>();
    expect(page).toEqual({ data: [expect.objectContaining({ id: p.id })], total: 1 });
    expect((await admin({ method: 'DELETE', url: `/api/presentations/${p.id}` })).statusCode).toBe(204);
    expect((await admin({ method: 'DELETE', url: `/api/presentations/${p.id}` })).json<ApiError>().code).toBe('presentationNotFound');
    expect((await auditOf('presentation', p.id)).length).toBe(3);
  });

  it('requires name, discount and product; discount is a percentage', async () => {
    const res = await admin({ method: 'POST', url: '/api/presentations', payload: { name: '', discount: '', productId: '' } });
    expect(Object.keys(res.json<ApiError>().fields!).sort()).toEqual(['discount', 'name', 'productId']);
    const [product] = (await admin({ method: 'GET', url: `/api/programs/${program}/products` })).json<{ id: number }[]>();
    expect((await admin({ method: 'POST', url: '/api/presentations', payload: { name: 'X', discount: 101, productId: product!.id } })).statusCode).toBe(400);
    expect((await admin({ method: 'POST', url: '/api/presentations', payload: { name: 'X', discount: 1, productId: 999999 } })).json<ApiError>().fields).toEqual({ productId: ['validation.invalidField'] });
  });

  it('refuses to delete a presentation another table refers to (presentationIsLinkedToOtherEntitie)', async () => {
    const [presentation] = (await admin({ method: 'GET', url: `/api/programs/${program}/presentations` })).json<{ id: number }[]>();
    await t.app.db.execute(sql`create table presentation_links (presentation_id integer not null references presentations(id))`);
    await t.app.db.execute(sql`insert into presentation_links values (${presentation!.id})`);
    const res = await admin({ method: 'DELETE', url: `/api/presentations/${presentation!.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().code).toBe('presentationIsLinkedToOtherEntitie');
  });
});

describe('follow-ups', () => {
  it('lists by programme, with travel only when asked, and the exam groups and travel group', async () => {
    const all = (await admin({ method: 'GET', url: `/api/programs/${program}/followups` })).json<{ id: number; name: string }[]>();
    const travel = (await admin({ method: 'GET', url: `/api/programs/${program}/followups?showOnlyWithTravelActive=true` })).json<{ name: string }[]>();
    expect(all.map((f) => f.name)).toEqual(['Cardiologia', 'Oncologia']);
    expect(travel.map((f) => f.name)).toEqual(['Oncologia']);
    const onco = all.find((f) => f.name === 'Oncologia')!;
    expect((await admin({ method: 'GET', url: `/api/followups/${onco.id}/exam-groups` })).json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Painel genético' })]));
    expect((await admin({ method: 'GET', url: `/api/followups/${onco.id}/travel-group` })).json()).toMatchObject({ name: 'Viagens para tratamento', followup: { id: onco.id } });
    const cardio = all.find((f) => f.name === 'Cardiologia')!;
    expect((await admin({ method: 'GET', url: `/api/followups/${cardio.id}/travel-group` })).json<ApiError>().code).toBe('travelGroupNotFound');
  });

  it('creates, pages, updates and deletes; a follow-up with an exam group is refused', async () => {
    const created = (await admin({ method: 'POST', url: '/api/followups', payload: { programId: program, name: 'Reumatologia', slug: '' } })).json<{ id: number }>();
    expect(created).toMatchObject({ slug: null, active: true });
    expect((await admin({ method: 'GET', url: `/api/followups?programId=${program}&filter=reuma` })).json<Page<unknown>>().total).toBe(1);
    expect((await admin({ method: 'PUT', url: `/api/followups/${created.id}`, payload: { programId: program, name: 'Reumatologia', slug: 'reumato', active: false } })).json()).toMatchObject({ slug: 'reumato', active: false });
    // Spec §3 Frequencies: fortnightly or monthly, blank for none; anything else is refused.
    expect((await admin({ method: 'PUT', url: `/api/followups/${created.id}`, payload: { programId: program, name: 'Reumatologia', frequency: 'fortnightly' } })).json()).toMatchObject({ frequency: 'fortnightly' });
    expect((await admin({ method: 'GET', url: `/api/followups/${created.id}?programId=${program}` })).json()).toMatchObject({ frequency: 'fortnightly' });
    expect((await admin({ method: 'PUT', url: `/api/followups/${created.id}`, payload: { programId: program, name: 'Reumatologia', frequency: 'monthly' } })).json()).toMatchObject({ frequency: 'monthly' });
    expect((await admin({ method: 'PUT', url: `/api/followups/${created.id}`, payload: { programId: program, name: 'Reumatologia', frequency: 'weekly' } })).statusCode).toBe(400);
    expect((await admin({ method: 'PUT', url: `/api/followups/${created.id}`, payload: { programId: program, name: 'Reumatologia', frequency: '' } })).json()).toMatchObject({ frequency: null });
    expect((await admin({ method: 'GET', url: `/api/followups/${created.id}?programId=${program}` })).statusCode).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/api/followups/${created.id}` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/followups/${created.id}` })).json<ApiError>().code).toBe('followupNotFound');

    const onco = (await admin({ method: 'GET', url: `/api/programs/${program}/followups` })).json<{ id: number; name: string }[]>().find((f) => f.name === 'Oncologia')!;
    const res = await admin({ method: 'DELETE', url: `/api/followups/${onco.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().code).toBe('followupIsLinkedToOtherEntitie');
  });
});

describe('treatment locations', () => {
  const location = (travelGroupId: number) => ({
    travelGroupId, name: 'Instituto do Coração', cep: '05403-000', placeDescription: 'Av. Dr. Enéas Carvalho de Aguiar',
    number: '44', complement: '', neighborhood: 'Cerqueira César', city: 'São Paulo', state: 'SP',
  });

  it('creates, pages with the follow-up filter, edits and removes', async () => {
    const [group] = (await admin({ method: 'GET', url: `/api/programs/${program}/travel-groups` })).json<{ id: number; followup: { id: number } }[]>();
    const created = await admin({ method: 'POST', url: '/api/treatmentLocations', payload: location(group!.id) });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ complement: null, followupId: group!.followup.id, travelGroup: { id: group!.id, followup: { id: group!.followup.id } } });

    const filtered = (await admin({ method: 'GET', url: `/api/treatmentLocations?programId=${program}&followupIds=${group!.followup.id}&filter=coração` })).json<unknown>();
    expect(filtered).toEqual({ data: [expect.objectContaining({ id: row.id })], total: 1 });
    expect((await admin({ method: 'GET', url: `/api/treatmentLocations?programId=${program}&followupIds=999999` })).json<Page<unknown>>().total).toBe(0);
    expect((await admin({ method: 'GET', url: `/api/treatmentLocations?programId=${program}&followupIds=1,x` })).statusCode).toBe(400);

    expect((await admin({ method: 'GET', url: `/api/treatmentLocations/edit/${row.id}?programId=${program}` })).json()).toMatchObject({ name: 'Instituto do Coração' });
    expect((await admin({ method: 'PUT', url: `/api/treatmentLocations/${row.id}`, payload: { ...location(group!.id), number: '45' } })).json()).toMatchObject({ number: '45' });
    expect((await admin({ method: 'GET', url: `/api/travel-groups/${group!.id}/treatmentLocations` })).json<{ id: number }[]>().map((l) => l.id)).toContain(row.id);
    expect((await admin({ method: 'DELETE', url: `/api/treatmentLocations/${row.id}` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/treatmentLocations/edit/${row.id}` })).json<ApiError>().code).toBe('treatmentLocationNotFound');
  });

  it('checks the limits and the travel group', async () => {
    const res = await admin({ method: 'POST', url: '/api/treatmentLocations', payload: { ...location(999999), number: '1'.repeat(21), cep: '123' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<ApiError>().fields!).sort()).toEqual(['cep', 'number']);
    expect((await admin({ method: 'POST', url: '/api/treatmentLocations', payload: location(999999) })).json<ApiError>().fields).toEqual({ travelGroupId: ['validation.invalidField'] });
  });

  it('refuses a state that is not a UF', async () => {
    const [group] = (await admin({ method: 'GET', url: `/api/programs/${program}/travel-groups` })).json<{ id: number }[]>();
    for (const state of ['Xx', 'São Paulo', '']) {
      const res = await admin({ method: 'POST', url: '/api/treatmentLocations', payload: { ...location(group!.id), state } });
      expect(res.statusCode, state).toBe(400);
      expect(Object.keys(res.json<ApiError>().fields!), state).toEqual(['state']);
    }
  });

  it('refuses to delete a location a request refers to', async () => {
    const [group] = (await admin({ method: 'GET', url: `/api/programs/${program}/travel-groups` })).json<{ id: number }[]>();
    const [loc] = (await admin({ method: 'GET', url: `/api/travel-groups/${group!.id}/treatmentLocations` })).json<{ id: number }[]>();
    await t.app.db.execute(sql`create table location_links (location_id integer not null references treatment_locations(id))`);
    await t.app.db.execute(sql`insert into location_links values (${loc!.id})`);
    expect((await admin({ method: 'DELETE', url: `/api/treatmentLocations/${loc!.id}` })).json<ApiError>().code).toBe('treatmentLocationIsLinkedToOtherEntitie');
  });
});

describe('clients and programmes', () => {
  it('creates a client and a programme with modules, pages both, and refuses linked deletes', async () => {
    const client = (await sys({ method: 'POST', url: '/api/clients', payload: { name: 'Saúde Farma' } })).json<{ id: number }>();
    expect((await sys({ method: 'GET', url: `/api/clients/list/${client.id}` })).json()).toEqual({ id: client.id, name: 'Saúde Farma' });
    expect((await sys({ method: 'GET', url: '/api/clients/paginate?filter=saúde&skip=0&take=10' })).json()).toEqual({ data: [{ id: client.id, name: 'Saúde Farma' }], total: 1 });
    expect((await sys({ method: 'PUT', url: `/api/clients/${client.id}`, payload: { name: 'Saúde Farma S.A.' } })).json<{ name: string }>().name).toBe('Saúde Farma S.A.');

    const created = await sys({
      method: 'POST', url: '/api/programs',
      payload: { clientId: client.id, name: 'Programa Viver Bem', slug: 'VIVERBEM', modules: ['library', 'PCDT'], consentTerm: '', requireCpfDuringSignup: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const prog = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ modules: ['library', 'PCDT'], consentTerm: null, requireCpfDuringSignup: true, client: { name: 'Saúde Farma S.A.' } });
    const [stored] = await t.app.db.execute(sql`select modules from programs where id = ${prog.id}`).then((r) => (r as { rows: { modules: string }[] }).rows);
    expect(stored!.modules).toBe('library,PCDT');
    expect((await sys({ method: 'GET', url: `/api/clients/${client.id}/programs-paged?filter=viver` })).json()).toMatchObject({ total: 1, data: [{ id: prog.id }] });
    expect((await sys({ method: 'GET', url: `/api/clients/${client.id}/programs` })).json<unknown[]>()).toHaveLength(1);

    const dupe = await sys({ method: 'POST', url: '/api/programs', payload: { clientId: client.id, name: 'Outro', slug: 'viverbem' } });
    expect(dupe.json()).toMatchObject({ code: 'validation', fields: { slug: ['validation.slugInUse'] } });
    expect((await sys({ method: 'POST', url: '/api/programs', payload: { clientId: client.id, name: 'Outro', modules: ['teleport'] } })).statusCode).toBe(400);

    const linked = await sys({ method: 'DELETE', url: `/api/clients/delete/${client.id}` });
    expect(linked.statusCode).toBe(409);
    expect(linked.json<ApiError>().code).toBe('clientIsLinkedToOtherEntitie');

    const updated = await sys({ method: 'PUT', url: `/api/programs/${prog.id}`, payload: { clientId: client.id, name: 'Programa Viver Bem', slug: 'VIVERBEM', modules: [] } });
    expect(updated.json()).toMatchObject({ modules: [], requireCpfDuringSignup: false });
    expect((await sys({ method: 'DELETE', url: `/api/programs/${prog.id}` })).statusCode).toBe(204);
    expect((await sys({ method: 'DELETE', url: `/api/clients/delete/${client.id}` })).statusCode).toBe(204);
    expect((await sys({ method: 'GET', url: `/api/clients/list/${client.id}` })).json<ApiError>().code).toBe('clientNotFound');
    expect((await sys({ method: 'DELETE', url: `/api/clients/delete/${client.id}` })).json<ApiError>().code).toBe('clientNotFound');
    expect((await auditOf('program', prog.id)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses to delete a programme with a catalogue (cannotDeleteProgram)', async () => {
    const res = await sys({ method: 'DELETE', url: `/api/programs/${program}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().code).toBe('cannotDeleteProgram');
  });

  it('lets any member read their own programme in full', async () => {
    const doctor = await t.as('DOCTOR');
    expect((await doctor({ method: 'GET', url: `/api/programs/${program}` })).json()).toMatchObject({ id: program, slug: 'BEMESTAR', client: { name: 'Demo Pharma' } });
  });
});
