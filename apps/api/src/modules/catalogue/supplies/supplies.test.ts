import { describe, expect, it } from 'vitest';
import type { ApiError, Institution, Page, Supply, SupplyGroup } from '@portal/domain';
import { DEFAULT_AGREEMENT_TEMPLATE_PATH } from '@portal/domain';
import { okJson as json } from '#test/ok-json.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let sys: Client;
let admin: Client;
let doctor: Client;
let program: number;
let otherProgram: number;

useTestApp(async (app) => {
  t = app;
  sys = await t.as('SYSADMIN');
  admin = await t.as('ADMIN');
  doctor = await t.as('DOCTOR');
  program = await t.programId('BEMESTAR');
  otherProgram = await t.programId('ABRACARAVIDA');
});

describe('institutions', () => {
  it('answers the agreement template, or the programme default without one (spec §9)', async () => {
    const labs = await json<Institution[]>(sys({ method: 'GET', url: `/api/programs/${program}/institutions` }));
    const withFile = labs.find((l) => l.agreementFilePath)!;
    const withoutFile = labs.find((l) => !l.agreementFilePath)!;
    expect((await json<Institution>(doctor({ method: 'GET', url: `/api/institutions/${withFile.id}` }))).filePath).toBe(withFile.agreementFilePath);
    expect((await json<Institution>(doctor({ method: 'GET', url: `/api/institutions/${withoutFile.id}` }))).filePath).toBe(DEFAULT_AGREEMENT_TEMPLATE_PATH);
    const [foreign] = await json<Institution[]>(sys({ method: 'GET', url: `/api/programs/${otherProgram}/institutions` }));
    const other = await doctor({ method: 'GET', url: `/api/institutions/${foreign!.id}` });
    expect([other.statusCode, other.json<ApiError>().code]).toEqual([404, 'institutionNotFound']);
  });

  it('is registered by a system administrator: create, page, update, delete; 409 while a group names it', async () => {
    expect((await admin({ method: 'POST', url: '/api/institutions', payload: { programId: program, name: 'X' } })).statusCode).toBe(403);
    const bad = await sys({ method: 'POST', url: '/api/institutions', payload: { programId: program, name: '' } });
    expect(bad.json<ApiError>().fields).toEqual({ name: ['validation.requiredField'] });
    const created = await json<Institution>(sys({ method: 'POST', url: '/api/institutions', payload: { programId: program, name: 'Laboratório Fleury Teste', agreementFilePath: '' } }), 201);
    expect(created).toMatchObject({ agreementFilePath: null, filePath: DEFAULT_AGREEMENT_TEMPLATE_PATH });
    const page = await json<Page<Institution>>(sys({ method: 'GET', url: `/api/institutions?programId=${program}&filter=fleury` }));
    expect(page.data.map((i) => i.id)).toEqual([created.id]);
    const updated = await json<Institution>(sys({ method: 'PUT', url: `/api/institutions/${created.id}`, payload: { programId: program, name: 'Fleury', agreementFilePath: '/templates/fleury.pdf' } }));
    expect(updated.filePath).toBe('/templates/fleury.pdf');
    expect((await sys({ method: 'DELETE', url: `/api/institutions/${created.id}` })).statusCode).toBe(204);

    const [used] = await json<Institution[]>(sys({ method: 'GET', url: `/api/programs/${program}/institutions` }));
    const refused = await sys({ method: 'DELETE', url: `/api/institutions/${used!.id}` });
    expect([refused.statusCode, refused.json<ApiError>().code]).toEqual([409, 'institutionIsLinkedToOtherEntitie']);
    expect(refused.json<ApiError>().message).toMatch(/instituição/);
  });
});

describe('supply groups and supplies', () => {
  it('reads the groups of a programme and their supplies, one with a maximum per request', async () => {
    const groups = await json<SupplyGroup[]>(doctor({ method: 'GET', url: `/api/programs/${program}/supply-groups` }));
    const kits = groups.find((g) => g.name === 'Kits de aplicação')!;
    const supplies = await json<Supply[]>(doctor({ method: 'GET', url: `/api/supply-groups/${kits.id}/supplies` }));
    expect(supplies).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'Kit de aplicação domiciliar', maxQuantityPerRequest: 3, showFieldCpfRequester: true, recipientTypes: ['PATIENT', 'CLINIC'] }),
      expect.objectContaining({ name: 'Bolsa térmica para transporte', maxQuantityPerRequest: null }),
    ]));
    expect((await doctor({ method: 'GET', url: `/api/programs/${otherProgram}/supply-groups` })).json<ApiError>().code).toBe('programNotFound');
    const [foreign] = await json<SupplyGroup[]>(sys({ method: 'GET', url: `/api/programs/${otherProgram}/supply-groups` }));
    expect((await doctor({ method: 'GET', url: `/api/supply-groups/${foreign!.id}/supplies` })).json<ApiError>().code).toBe('supplyGroupNotFound');
  });

  it('registers a group with supplies; the group cannot go while it has supplies', async () => {
    expect((await admin({ method: 'GET', url: `/api/supply-groups?programId=${program}` })).statusCode).toBe(403);
    const group = await json<SupplyGroup>(sys({ method: 'POST', url: '/api/supply-groups', payload: { programId: program, name: 'Kits de orientação' } }), 201);
    const [lab] = await json<Institution[]>(sys({ method: 'GET', url: `/api/programs/${program}/institutions` }));
    const supply = await json<Supply>(sys({ method: 'POST', url: '/api/supplies', payload: {
      supplyGroupId: group.id, name: 'Cartilha do paciente', institutionIds: [lab!.id], recipientTypes: ['CLINIC'], maxQuantityPerRequest: '5',
      showFieldRecipientTypes: true,
    } }), 201);
    expect(supply).toMatchObject({ maxQuantityPerRequest: 5, recipientTypes: ['CLINIC'], institutions: [{ id: lab!.id }], showFieldRecipientTypes: true });

    const bad = await sys({ method: 'POST', url: '/api/supplies', payload: { supplyGroupId: group.id, name: 'X', maxQuantityPerRequest: 0, recipientTypes: ['HOME'] } });
    expect(Object.keys(bad.json<ApiError>().fields ?? {}).sort()).toEqual(['maxQuantityPerRequest', 'recipientTypes.0']);
    const [otherLab] = await json<Institution[]>(sys({ method: 'GET', url: `/api/programs/${otherProgram}/institutions` }));
    const foreign = await sys({ method: 'PUT', url: `/api/supplies/${supply.id}`, payload: { supplyGroupId: group.id, name: 'X', institutionIds: [otherLab!.id] } });
    expect(foreign.json<ApiError>().fields).toEqual({ institutionIds: ['validation.invalidField'] });

    const page = await json<Page<SupplyGroup>>(sys({ method: 'GET', url: `/api/supply-groups?programId=${program}&filter=orienta` }));
    expect(page.data).toEqual([expect.objectContaining({ id: group.id })]);
    const refused = await sys({ method: 'DELETE', url: `/api/supply-groups/${group.id}` });
    expect([refused.statusCode, refused.json<ApiError>().code]).toEqual([409, 'supplyGroupIsLinkedToOtherEntitie']);

    const edited = await json<Supply>(sys({ method: 'PUT', url: `/api/supplies/${supply.id}`, payload: { supplyGroupId: group.id, name: 'Cartilha revisada' } }));
    expect(edited).toMatchObject({ name: 'Cartilha revisada', maxQuantityPerRequest: null, institutions: [], recipientTypes: [] });
    expect((await sys({ method: 'DELETE', url: `/api/supplies/${supply.id}` })).statusCode).toBe(204);
    expect(await json<SupplyGroup>(sys({ method: 'PUT', url: `/api/supply-groups/${group.id}`, payload: { programId: program, name: 'Kits de orientação 2' } })))
      .toMatchObject({ name: 'Kits de orientação 2' });
    expect((await sys({ method: 'DELETE', url: `/api/supply-groups/${group.id}` })).statusCode).toBe(204);
    expect((await sys({ method: 'GET', url: `/api/supply-groups/${group.id}` })).json<ApiError>().code).toBe('supplyGroupNotFound');
  });

  it('refuses to delete a supply group or supply a SUPPLY permission grants', async () => {
    const group = await json<SupplyGroup>(sys({ method: 'POST', url: '/api/supply-groups', payload: { programId: program, name: 'Kits com permissão' } }), 201);
    // A group the admin is not in: nobody changes the permissions of their own group.
    const userGroup = (await json<{ id: number; name: string }[]>(admin({ method: 'GET', url: `/api/user-groups?programId=${program}` })))
      .find((g) => g.name !== 'Administração');
    await json(admin({ method: 'POST', url: `/api/user-groups/${userGroup!.id}/Permissions`, payload: { userGroupId: userGroup!.id, type: 'SUPPLY', groupId: group.id } }), 201);
    expect((await sys({ method: 'DELETE', url: `/api/supply-groups/${group.id}` })).json<ApiError>().code).toBe('supplyGroupIsLinkedToOtherEntitie');
  });
});
