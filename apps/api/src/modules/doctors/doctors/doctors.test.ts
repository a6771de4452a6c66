import { describe, expect, it } from 'vitest';
import type { ApiError, DoctorDetail, DoctorListItem, Page } from '@portal/domain';
import { doctors, programDoctors, programUsers, userGroups, userGroupUsers } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

/**
 * The doctors list and detail (spec §2, §4 Doctor registration), bounded by the demo hierarchy
 * regional → district → representative → approved doctor; the pending demo doctor has no manager.
 */
let t: TestApp;
let bemestar: number;
let ids: Record<'regional' | 'district' | 'rep' | 'admin', number>;
let importedByDistrict: number;
let importedByRep: number;
const as: Record<string, Client> = {};

useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
  ids = {
    regional: await t.userId('regional@demo.com.br'), district: await t.userId('distrital@demo.com.br'),
    rep: await t.userId('representante@demo.com.br'), admin: await t.userId('admin@demo.com.br'),
  };
  for (const type of ['ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE', 'DOCTOR']) as[type] = await t.as(type);
  const registry = (crm: string, name: string, importedById: number) => ({
    programId: bemestar, crm, uf: 'SP', name, phone: '11912345678', email: `${crm}@exemplo.com.br`, cpf: '52998224725', importedById,
  });
  const [a, b] = await t.app.db.insert(programDoctors).values([
    registry('900001', 'Dra. Zélia Importada pelo Distrital', ids.district),
    registry('900002', 'Dr. Yuri Importado pelo Representante', ids.rep),
    // The approved demo doctor's CRM: the doctor user is listed, not this row.
    { ...registry('123456', 'Nome antigo do Dr. Marcos', ids.district) },
  ]).returning();
  importedByDistrict = a!.id;
  importedByRep = b!.id;
});

const list = async (client: Client, query = '') => {
  const res = await client({ method: 'GET', url: `/api/doctors?programId=${bemestar}${query.includes('take=') ? '' : '&take=100'}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<DoctorListItem>>();
};
const names = async (client: Client, query = '') => (await list(client, query)).data.map((d) => d.name);

describe('GET /doctors', () => {
  it('lists registered, pre-registration and unregistered doctors, each once, for an administrator', async () => {
    const page = await list(as.ADMIN!);
    const byName = new Map(page.data.map((d) => [d.name, d]));
    expect(byName.get('Dr. Marcos Medeiros')).toMatchObject({ status: 'registered', crm: '123456', uf: 'SP', phone: '11987650006' });
    expect(byName.get('Dra. Paula Pendente Silva')).toMatchObject({ status: 'preRegistration', crm: '654321', uf: 'RJ' });
    expect(byName.get('Dra. Zélia Importada pelo Distrital')).toMatchObject({ status: 'unregistered', userId: null, id: `r${importedByDistrict}` });
    expect(page.data.filter((d) => d.crm === '123456')).toHaveLength(1);
    expect(page.data.some((d) => d.name === 'Nome antigo do Dr. Marcos')).toBe(false);
    expect(page.total).toBe(page.data.length);
    const sorted = [...page.data].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    expect(page.data.map((d) => d.name)).toEqual(sorted.map((d) => d.name));
  });

  it('filters by status and searches by name, e-mail or CRM', async () => {
    expect(await names(as.ADMIN!, '&status=registered')).toContain('Dr. Marcos Medeiros');
    expect(await names(as.ADMIN!, '&status=registered')).not.toContain('Dra. Paula Pendente Silva');
    expect(await names(as.ADMIN!, '&status=preRegistration')).toEqual(['Dr. Caio Pré-cadastro Moreira', 'Dra. Paula Pendente Silva']);
    const unregistered = await list(as.ADMIN!, '&status=unregistered');
    expect(unregistered.data.every((d) => d.status === 'unregistered' && d.userId === null)).toBe(true);
    expect(unregistered.data.map((d) => d.name)).toEqual(expect.arrayContaining(['Dr. Yuri Importado pelo Representante', 'Dra. Zélia Importada pelo Distrital']));
    expect(await names(as.ADMIN!, '&filter=zélia')).toEqual(['Dra. Zélia Importada pelo Distrital']);
    expect(await names(as.ADMIN!, '&filter=0654321')).toEqual(['Dra. Paula Pendente Silva']);
    expect(await names(as.ADMIN!, '&filter=900002%40exemplo')).toEqual(['Dr. Yuri Importado pelo Representante']);
    const paged = await list(as.ADMIN!, '&take=1&skip=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(2);
  });

  it('bounds the list by the hierarchy: regional → district → representative → doctor', async () => {
    const rep = await names(as.REPRESENTATIVE!);
    const district = await names(as.DISTRICT_MANAGER!);
    const regional = await names(as.REGIONAL_MANAGER!);
    // The representative sees the doctors below them and the CRMs they imported, not the district manager's.
    expect(rep).toEqual(expect.arrayContaining(['Dr. Marcos Medeiros', 'Dr. Caio Pré-cadastro Moreira', 'Dr. Yuri Importado pelo Representante']));
    expect(rep).not.toContain('Dra. Zélia Importada pelo Distrital');
    // The district manager also sees what they imported; the regional manager everything below.
    expect(district).toEqual(expect.arrayContaining([...rep, 'Dra. Zélia Importada pelo Distrital']));
    expect(regional.sort()).toEqual(district.sort());
    // The doctor with no manager is seen only by administrators.
    for (const chain of [rep, district, regional]) expect(chain).not.toContain('Dra. Paula Pendente Silva');
    expect(await names(as.ADMIN!)).toContain('Dra. Paula Pendente Silva');
  });

  it('lists an imported doctor who signed up once, as the user, to those the hierarchy places above them', async () => {
    const user = await t.insertUser({ email: 'zelia@exemplo.com.br', name: 'Dra. Zélia Cadastrada', type: 'DOCTOR', approved: false, phone: '11912345678' });
    await t.app.db.insert(doctors).values({ userId: user.id, crm: '900001', uf: 'SP' });
    await t.app.db.insert(programUsers).values({ userId: user.id, programId: bemestar });
    expect((await list(as.ADMIN!, '&filter=900001')).data.map((d) => [d.name, d.status])).toEqual([['Dra. Zélia Cadastrada', 'preRegistration']]);
    // The registry row gives way to the user; the user has no manager yet.
    expect(await names(as.DISTRICT_MANAGER!, '&filter=900001')).toEqual([]);
    const [group] = await t.app.db.insert(userGroups).values({ programId: bemestar, name: 'Médicos importados' }).returning();
    await t.app.db.insert(userGroupUsers).values({ userGroupId: group!.id, userId: user.id, managerId: ids.district });
    expect(await names(as.DISTRICT_MANAGER!, '&filter=900001')).toEqual(['Dra. Zélia Cadastrada']);
    expect(await names(as.REPRESENTATIVE!, '&filter=900001')).toEqual([]);
  });

  it('lists a doctor an administrator registers, and one who joins a group under the district manager', async () => {
    const created = await as.ADMIN!({
      method: 'POST', url: '/api/users',
      payload: { name: 'Dr. Criado pelo Administrador', email: 'criado@exemplo.com.br', phone: '11955554444', type: 'DOCTOR', doctor: { crm: '930001', uf: 'BA' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list(as.ADMIN!, '&filter=930001')).data).toMatchObject([{ name: 'Dr. Criado pelo Administrador', status: 'registered' }]);
    expect(await names(as.DISTRICT_MANAGER!)).not.toContain('Dr. Criado pelo Administrador');
    const [group] = await t.app.db.insert(userGroups).values({ programId: bemestar, name: 'Médicos do distrito' }).returning();
    await t.app.db.insert(userGroupUsers).values({ userGroupId: group!.id, userId: created.json<{ id: number }>().id, managerId: ids.district });
    expect(await names(as.DISTRICT_MANAGER!)).toContain('Dr. Criado pelo Administrador');
    expect(await names(as.REPRESENTATIVE!)).not.toContain('Dr. Criado pelo Administrador');
  });

  it('is refused to doctors, and to another programme', async () => {
    expect((await as.DOCTOR!({ method: 'GET', url: '/api/doctors' })).statusCode).toBe(403);
    const other = await t.programId('ABRACARAVIDA');
    expect((await as.DISTRICT_MANAGER!({ method: 'GET', url: `/api/doctors?programId=${other}` })).statusCode).toBe(404);
  });
});

describe('GET /doctors/{doctorId}', () => {
  const get = (client: Client, id: string) => client({ method: 'GET', url: `/api/doctors/${id}?programId=${bemestar}` });

  it('answers the header card of a doctor user and of an unregistered CRM', async () => {
    const page = await list(as.ADMIN!, '&filter=Marcos');
    const marcos = page.data[0]!;
    const res = await get(as.REPRESENTATIVE!, marcos.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DoctorDetail>()).toMatchObject({ name: 'Dr. Marcos Medeiros', status: 'registered', crm: '123456', email: 'medico@demo.com.br' });
    expect(res.json<DoctorDetail>().userId).toBe(await t.userId('medico@demo.com.br'));
    const zelia = await get(as.DISTRICT_MANAGER!, `r${importedByRep}`);
    expect(zelia.json<DoctorDetail>()).toMatchObject({ name: 'Dr. Yuri Importado pelo Representante', status: 'unregistered', userId: null });
  });

  it('answers 404 outside the caller\'s chain, for a missing id and for a malformed one', async () => {
    const pending = (await list(as.ADMIN!, '&filter=Paula')).data[0]!;
    expect((await get(as.ADMIN!, pending.id)).statusCode).toBe(200);
    const hidden = await get(as.REPRESENTATIVE!, pending.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ApiError>().code).toBe('doctorNotFound');
    expect((await get(as.REPRESENTATIVE!, `r${importedByDistrict}`)).json<ApiError>().code).toBe('doctorNotFound');
    expect((await get(as.ADMIN!, 'r999999')).json<ApiError>().code).toBe('doctorNotFound');
    expect((await get(as.ADMIN!, 'x12')).statusCode).toBe(400);
  });
});

describe('the one-time programme notice', () => {
  const notice = (client: Client) => client({ method: 'GET', url: '/api/doctors/program-notice' });

  it('is due once to a doctor of the configured programme, remembered on the server', async () => {
    const doctor = await t.as('DOCTOR', 'BEMESTAR');
    expect((await notice(doctor)).json()).toEqual({ show: true });
    expect((await doctor({ method: 'POST', url: '/api/doctors/program-notice/seen' })).statusCode).toBe(204);
    expect((await notice(doctor)).json()).toEqual({ show: false });
    // A new session of the same doctor: still seen.
    expect((await notice(await t.as('DOCTOR', 'BEMESTAR'))).json()).toEqual({ show: false });
  });

  it('is never due to doctors of another programme, nor to staff', async () => {
    expect((await notice(await t.as('DOCTOR', 'ABRACARAVIDA'))).json()).toEqual({ show: false });
    for (const type of ['ADMIN', 'DISTRICT_MANAGER', 'REPRESENTATIVE']) {
      const staff = await t.as(type, 'BEMESTAR');
      expect((await notice(staff)).json()).toEqual({ show: false });
      expect((await staff({ method: 'POST', url: '/api/doctors/program-notice/seen' })).statusCode).toBe(204);
    }
  });
});
