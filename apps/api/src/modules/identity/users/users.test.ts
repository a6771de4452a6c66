import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { ApiError, Page, UserDetail, UserListItem } from '@portal/domain';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog, programUsers, users } from '#db/schema/index.ts';
import { seedBulkUsers } from '#main/seed/bulk-users.ts';
import { DEMO_EXTRA_USERS } from '#main/seed/admin-users.ts';

let t: TestApp;
let admin: Client;
let regional: Client;
const idOf = (email: string) => t.userId(email);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('ADMIN');
  regional = await t.as('REGIONAL_MANAGER');
});
afterAll(async () => { await t.close(); });

const doctorBody = (n: string, crm: string, uf = 'MG') => ({
  name: `Dra. Teste ${n}`, email: `dra.${n}@demo.com.br`, phone: '(31) 98765-4321', type: 'DOCTOR',
  doctor: { crm, uf, cpf: '529.982.247-25', birthDate: '1980-05-17' },
});

describe('GET /users: paging, search and sorting', () => {
  it('pages the programme users with the total of the whole list', async () => {
    const first = (await admin({ method: 'GET', url: '/api/users?skip=0&take=10' })).json<Page<UserListItem>>();
    const third = (await admin({ method: 'GET', url: '/api/users?skip=20&take=10' })).json<Page<UserListItem>>();
    expect(first.data).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(DEMO_EXTRA_USERS + 6);
    expect(third.total).toBe(first.total);
    expect(third.data.map((u) => u.id)).not.toContain(first.data[0]!.id);
  });

  it('searches by name or e-mail (case-insensitive contains)', async () => {
    const byName = (await admin({ method: 'GET', url: `/api/users?filter=${encodeURIComponent('marcos medeiros')}` })).json<Page<UserListItem>>();
    expect(byName.data.map((u) => u.email)).toEqual(['medico@demo.com.br']);
    const byEmail = (await admin({ method: 'GET', url: '/api/users?filter=REPRESENTANTE@' })).json<Page<UserListItem>>();
    expect(byEmail).toMatchObject({ total: 1, data: [{ name: 'Rafaela Representante' }] });
    const literal = (await admin({ method: 'GET', url: '/api/users?filter=%25' })).json<Page<UserListItem>>();
    expect(literal.total).toBe(0);
  });

  it('filters by type and sorts by allow-listed columns only', async () => {
    const doctors = (await admin({ method: 'GET', url: '/api/users?userType=DOCTOR&sort=email&order=desc' })).json<Page<UserListItem>>();
    expect(doctors.data.every((u) => u.type === 'DOCTOR')).toBe(true);
    expect(doctors.data.map((u) => u.email)).toEqual([...doctors.data.map((u) => u.email)].sort().reverse());
    expect((await admin({ method: 'GET', url: '/api/users?sort=password_hash' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/api/users?take=1000' })).statusCode).toBe(400);
  });

  it('shows a manager only the types it manages, whatever the filter', async () => {
    const all = (await regional({ method: 'GET', url: '/api/users?take=100' })).json<Page<UserListItem>>();
    expect(all.data.some((u) => u.type === 'ADMIN' || u.type === 'SYSADMIN')).toBe(false);
    const admins = (await regional({ method: 'GET', url: '/api/users?userType=ADMIN' })).json<Page<UserListItem>>();
    expect(admins).toEqual({ data: [], total: 0 });
  });

  it('pages and searches thousands of users (bulk seed) with exact totals', async () => {
    const inserted = await seedBulkUsers(t.app.db, 3000, { prefix: 'carga.teste', programSlugs: ['ABRACARAVIDA'] });
    expect(inserted).toBe(3000);
    expect(await seedBulkUsers(t.app.db, 3000, { prefix: 'carga.teste', programSlugs: ['ABRACARAVIDA'] })).toBe(0);
    const sysadmin = await t.as('SYSADMIN', 'ABRACARAVIDA');
    const page = (await sysadmin({ method: 'GET', url: '/api/users?filter=carga.teste&skip=2990&take=50' })).json<Page<UserListItem>>();
    expect(page.total).toBe(3000);
    expect(page.data).toHaveLength(10);
    const inBemEstar = (await admin({ method: 'GET', url: '/api/users?filter=carga.teste' })).json<Page<UserListItem>>();
    expect(inBemEstar.total).toBe(0);
  });
});

describe('POST /users and PUT /users/{id}', () => {
  it('creates a doctor in the session programme, audited, and reads it back', async () => {
    const res = await admin({ method: 'POST', url: '/api/users', payload: doctorBody('criada', '0012345') });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<UserDetail>();
    expect(created).toMatchObject({ email: 'dra.criada@demo.com.br', phone: '31987654321', type: 'DOCTOR', doctor: { crm: '12345', uf: 'MG', cpf: '52998224725', birthDate: '1980-05-17' } });
    const read = await admin({ method: 'GET', url: `/api/users/${created.id}` });
    expect(read.json<UserDetail>().name).toBe('Dra. Teste criada');
    const abracar = await t.as('ADMIN', 'ABRACARAVIDA');
    expect((await abracar({ method: 'GET', url: `/api/users/${created.id}` })).statusCode).toBe(404);
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.create'), eq(auditLog.entityId, String(created.id))));
    expect(entry?.after).toMatchObject({ email: 'dra.criada@demo.com.br' });
  });

  it('refuses a repeated e-mail (any case) and a repeated CRM/UF with their codes', async () => {
    const email = await admin({ method: 'POST', url: '/api/users', payload: { ...doctorBody('x', '777001'), email: 'MEDICO@demo.com.br' } });
    expect(email.statusCode).toBe(409);
    expect(email.json<ApiError>().code).toBe('emailAlreadyInUse');
    expect(email.json<ApiError>().message).toMatch(/e-mail/i);
    const crm = await admin({ method: 'POST', url: '/api/users', payload: doctorBody('crm', '123456', 'SP') });
    expect(crm.statusCode).toBe(409);
    expect(crm.json<ApiError>().code).toBe('crmArealdyInUse');
  });

  it('validates the form with catalogue keys per field', async () => {
    const res = await admin({ method: 'POST', url: '/api/users', payload: { name: '', email: 'nope', phone: '123', type: 'DOCTOR' } });
    expect(res.statusCode).toBe(400);
    const { code, fields } = res.json<{ code: string; fields: Record<string, string[]> }>();
    expect(code).toBe('validation');
    expect(fields).toMatchObject({ name: ['validation.requiredField'], email: ['validation.invalidEmail'], phone: ['validation.invalidPhone'] });
    const cpf = await admin({ method: 'POST', url: '/api/users', payload: { ...doctorBody('cpf', '888001'), doctor: { crm: '888001', uf: 'SP', cpf: '111.111.111-11' } } });
    expect(cpf.json<ApiError>().fields).toEqual({ 'doctor.cpf': ['validation.invalidCpf'] });
    const noCrm = await admin({ method: 'POST', url: '/api/users', payload: { ...doctorBody('semcrm', ''), doctor: undefined } });
    expect(noCrm.json<ApiError>().fields).toEqual({ 'doctor.crm': ['validation.requiredField'] });
  });

  it('edits a user, audits before and after, and maps a taken e-mail to emailAlreadyInUse', async () => {
    const id = await idOf('distrital@demo.com.br');
    const body = { name: 'Diego Distrital Editado', email: 'distrital@demo.com.br', phone: '11987650004', type: 'DISTRICT_MANAGER' };
    const res = await regional({ method: 'PUT', url: `/api/users/${id}`, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UserDetail>().name).toBe('Diego Distrital Editado');
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.update')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ before: { name: 'Diego Gerente Distrital' }, after: { name: 'Diego Distrital Editado' } });
    // Only an administrator names a new login e-mail (decision 0040); a taken one answers 409.
    const refused = await regional({ method: 'PUT', url: `/api/users/${id}`, payload: { ...body, email: 'novo.distrital@demo.com.br' } });
    expect(refused.json<ApiError>()).toMatchObject({ statusCode: 403, code: 'cannotChangeLoginEmail' });
    const taken = await admin({ method: 'PUT', url: `/api/users/${id}`, payload: { ...body, email: 'representante@demo.com.br' } });
    expect(taken.json<ApiError>()).toMatchObject({ statusCode: 409, code: 'emailAlreadyInUse' });
  });
});

describe('a manager never manages a user of a higher type (server-side)', () => {
  it('refuses to create a higher type', async () => {
    const res = await regional({ method: 'POST', url: '/api/users', payload: { name: 'Novo Admin', email: 'novo.admin@demo.com.br', phone: '11999990000', type: 'ADMIN' } });
    expect(res.json<ApiError>()).toMatchObject({ statusCode: 403, code: 'userCannotBeManaged' });
    expect(await t.app.db.select().from(users).where(eq(users.email, 'novo.admin@demo.com.br'))).toHaveLength(0);
  });

  it('refuses to edit a higher user, or to promote a user above the actor', async () => {
    const adminId = await idOf('admin@demo.com.br');
    const edit = await regional({ method: 'PUT', url: `/api/users/${adminId}`, payload: { name: 'Hack', email: 'admin@demo.com.br', phone: '11987650002', type: 'REPRESENTATIVE' } });
    // An outranking user answers exactly like a missing one (decision 0022).
    const missing = await regional({ method: 'PUT', url: '/api/users/999999999', payload: { name: 'Hack', email: 'admin@demo.com.br', phone: '11987650002', type: 'REPRESENTATIVE' } });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual(missing.json());
    expect((await regional({ method: 'GET', url: `/api/users/${adminId}` })).json()).toEqual((await regional({ method: 'GET', url: '/api/users/999999999' })).json());
    const repId = await idOf('representante@demo.com.br');
    const promote = await regional({ method: 'PUT', url: `/api/users/${repId}`, payload: { name: 'Rafaela Representante', email: 'representante@demo.com.br', phone: '11987650005', type: 'ADMIN' } });
    expect(promote.json<ApiError>().code).toBe('userCannotBeManaged');
    const [admin] = await t.app.db.select().from(users).where(eq(users.id, adminId));
    expect(admin!.name).toBe('André Administrador');
  });

  it('refuses to approve a higher user', async () => {
    const [pending] = await t.app.db.insert(users).values({ email: 'admin.pendente@demo.com.br', name: 'Admin Pendente', type: 'ADMIN', approved: false }).returning();
    // A member of the representative's programme, outside their subtree: answered like a missing user (decision 0040).
    await t.app.db.insert(programUsers).values({ userId: pending!.id, programId: await t.programId('BEMESTAR') });
    const rep = await t.as('REPRESENTATIVE');
    const res = await rep({ method: 'PUT', url: `/api/users/${pending!.id}/approved`, payload: { approved: true } });
    expect(res.json<ApiError>()).toMatchObject({ statusCode: 404, code: 'failedToLoadUser' });
    const [after] = await t.app.db.select().from(users).where(eq(users.id, pending!.id));
    expect(after!.approved).toBe(false);
  });

  it('refuses to change the groups of a higher user', async () => {
    const adminId = await idOf('admin@demo.com.br');
    const groups = (await admin({ method: 'GET', url: '/api/user-groups' })).json<{ id: number }[]>();
    const res = await regional({ method: 'POST', url: `/api/user-groups/User/${adminId}`, payload: { userGroupId: groups[0]!.id, userId: adminId } });
    expect(res.json<ApiError>()).toMatchObject({ statusCode: 404, code: 'failedToLoadUser' });
  });
});

describe('GET /users/managers', () => {
  it('offers only users above the member, never the member', async () => {
    const repId = await idOf('representante@demo.com.br');
    const managers = (await admin({ method: 'GET', url: `/api/users/managers?userId=${repId}` })).json<{ id: number; type: string }[]>();
    expect(managers.length).toBeGreaterThan(0);
    expect(managers.every((m) => ['SYSADMIN', 'ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER'].includes(m.type))).toBe(true);
    expect(managers.map((m) => m.id)).not.toContain(repId);
  });
});
