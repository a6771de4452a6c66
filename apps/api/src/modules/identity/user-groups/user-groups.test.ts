import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  allowedRoutes, type ApiError, type Page, type PermissionOption, type SessionUser, type UserGroup, type UserGroupPermission, type UserGroupUser,
} from '@portal/domain';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog, exams, presentations, products, programs, supplyGroups, userGroupUsers, userGroups } from '#db/schema/index.ts';

let t: TestApp;
let admin: Client;
let bemEstar: number;
let abracar: number;
const idOf = (email: string) => t.userId(email);
const groupNamed = async (name: string, programId: number) =>
  (await t.app.db.select().from(userGroups).where(and(eq(userGroups.name, name), eq(userGroups.programId, programId))))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('ADMIN');
  bemEstar = await t.programId('BEMESTAR');
  abracar = await t.programId('ABRACARAVIDA');
});
afterAll(async () => { await t.close(); });

describe('user groups', () => {
  it('creates, renames, lists (plain and paged) and deletes a group, audited', async () => {
    const created = await admin({ method: 'POST', url: '/api/user-groups', payload: { name: 'Grupo de teste', programId: bemEstar, specialty: true } });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json<UserGroup>();
    expect(group).toMatchObject({ name: 'Grupo de teste', programId: bemEstar, specialty: true, defaultForNewUsers: false });
    const renamed = await admin({ method: 'POST', url: '/api/user-groups', payload: { id: group.id, name: 'Grupo renomeado', programId: bemEstar } });
    expect(renamed.json<UserGroup>().name).toBe('Grupo renomeado');

    const list = (await admin({ method: 'GET', url: '/api/user-groups' })).json<UserGroup[]>();
    expect(list.map((g) => g.name)).toContain('Grupo renomeado');
    expect(list.every((g) => g.programId === bemEstar)).toBe(true);
    const page = (await admin({ method: 'GET', url: '/api/user-groups?skip=0&take=2&filter=renomeado' })).json<Page<UserGroup>>();
    expect(page).toMatchObject({ total: 1, data: [{ id: group.id }] });

    expect((await admin({ method: 'DELETE', url: `/api/user-groups/${group.id}` })).statusCode).toBe(204);
    expect((await admin({ method: 'DELETE', url: `/api/user-groups/${group.id}` })).statusCode).toBe(404);
    const trail = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'userGroup'), eq(auditLog.entityId, String(group.id))));
    expect(trail.map((e) => e.action)).toEqual(['userGroup.create', 'userGroup.update', 'userGroup.delete']);
  });

  it('keeps an admin inside the session programme (another programme answers like a missing one)', async () => {
    const other = await admin({ method: 'POST', url: '/api/user-groups', payload: { name: 'Intruso', programId: abracar } });
    expect(other.json()).toMatchObject({ statusCode: 404, code: 'programNotFound' });
    const foreign = await groupNamed('Campo', abracar);
    expect((await admin({ method: 'GET', url: `/api/user-groups/${foreign.id}/Permissions` })).json()).toMatchObject({ statusCode: 404, code: 'failedToLoadUserGroups' });
    expect((await admin({ method: 'GET', url: `/api/user-groups?programId=${abracar}` })).json()).toMatchObject({ statusCode: 404, code: 'programNotFound' });
    const sysadmin = await t.as('SYSADMIN');
    expect((await sysadmin({ method: 'GET', url: `/api/user-groups?programId=${abracar}` })).json<UserGroup[]>().length).toBeGreaterThan(0);
  });

  it("answers another programme's group, membership or permission exactly like a missing one", async () => {
    const foreign = await groupNamed('Campo', abracar);
    const [membership] = await t.app.db.select().from(userGroupUsers).where(eq(userGroupUsers.userGroupId, foreign.id)).limit(1);
    const answer = async (url: (id: number) => string, id: number, method: 'GET' | 'DELETE' = 'DELETE') => {
      const res = await admin({ method, url: url(id) });
      return { statusCode: res.statusCode, code: res.json<{ code: string }>().code };
    };
    const missing = 99_999_999;
    for (const [url, method] of [
      [(id: number) => `/api/user-groups/${id}`, 'DELETE'],
      [(id: number) => `/api/user-groups/${id}/Permissions`, 'GET'],
      [(id: number) => `/api/user-groups/${id}/Permissions/1`, 'DELETE'],
    ] as const) {
      const found = await answer(url, foreign.id, method);
      expect(found.statusCode).toBe(404);
      expect(found).toEqual(await answer(url, missing, method));
    }
    const res = await admin({ method: 'DELETE', url: `/api/user-groups/${foreign.id}/Users/${membership!.id}` });
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'failedToDeleteUserUserGroup' });
    expect((await admin({ method: 'DELETE', url: `/api/user-groups/${foreign.id}/Users/${missing}` })).json()).toMatchObject(res.json());
  });

  it('puts new users in the groups marked default for new users', async () => {
    const group = (await admin({ method: 'POST', url: '/api/user-groups', payload: { name: 'Padrão', programId: bemEstar, defaultForNewUsers: true, defaultUserTypes: ['REPRESENTATIVE'] } })).json<UserGroup>();
    const user = (await admin({ method: 'POST', url: '/api/users', payload: { name: 'Novo Representante', email: 'novo.rep@demo.com.br', phone: '11912345678', type: 'REPRESENTATIVE' } })).json<{ id: number }>();
    const memberships = (await admin({ method: 'GET', url: `/api/user-groups/User/${user.id}` })).json<UserGroupUser[]>();
    expect(memberships.map((m) => m.userGroupId)).toContain(group.id);
  });
});

describe('memberships', () => {
  it('adds, changes and removes a membership, keeping the history', async () => {
    const repId = await idOf('representante@demo.com.br');
    const regionalId = await idOf('regional@demo.com.br');
    const regional = await t.as('REGIONAL_MANAGER');
    // Both groups grant every module, which only an administrator hands out (decision 0022).
    const target = await groupNamed('Gestão comercial', bemEstar);
    const other = await groupNamed('Administração', bemEstar);

    const added = await admin({ method: 'POST', url: `/api/user-groups/User/${repId}`, payload: { userGroupId: target.id, userId: repId, managerId: regionalId } });
    expect(added.statusCode, added.body).toBe(200);
    const membership = added.json<UserGroupUser>();
    expect(membership).toMatchObject({ userGroup: { name: 'Gestão comercial' }, manager: { id: regionalId }, createdBy: { name: 'André Administrador' }, active: true });

    const again = await admin({ method: 'POST', url: `/api/user-groups/User/${repId}`, payload: { userGroupId: target.id, userId: repId } });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'userAlreadyInUserGroup' });

    const changed = await admin({ method: 'POST', url: `/api/user-groups/User/${repId}`, payload: { userGroupUserId: membership.id, userGroupId: other.id, userId: repId, managerId: null } });
    expect(changed.statusCode, changed.body).toBe(200);
    const current = (await regional({ method: 'GET', url: `/api/user-groups/User/${repId}` })).json<UserGroupUser[]>();
    expect(current.map((m) => m.userGroup.name).sort()).toEqual(['Administração', 'Campo - exames e medicamentos']);

    const moved = changed.json<UserGroupUser>();
    expect((await admin({ method: 'DELETE', url: `/api/user-groups/${other.id}/Users/${moved.id}` })).statusCode).toBe(204);
    expect((await admin({ method: 'DELETE', url: `/api/user-groups/${other.id}/Users/${moved.id}` })).statusCode).toBe(404);
    const history = (await regional({ method: 'GET', url: `/api/user-groups/User/${repId}/History` })).json<UserGroupUser[]>();
    const ours = history.filter((m) => m.id === membership.id || m.id === moved.id);
    expect(ours.map((m) => m.active)).toEqual([false, false]);
    expect(history.some((m) => m.active && m.userGroup.name === 'Campo - exames e medicamentos')).toBe(true);
  });

  it('requires a manager ranked above the member, from the programme', async () => {
    const distritalId = await idOf('distrital@demo.com.br');
    const repId = await idOf('representante@demo.com.br');
    const group = await groupNamed('Gestão comercial', bemEstar);
    const res = await admin({ method: 'POST', url: `/api/user-groups/User/${distritalId}`, payload: { userGroupId: group.id, userId: distritalId, managerId: repId } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().fields).toEqual({ managerId: ['validation.invalidField'] });
  });

  it('refuses members of a higher type and removal by a lower actor', async () => {
    const adminId = await idOf('admin@demo.com.br');
    const rep = await t.as('REPRESENTATIVE');
    expect((await rep({ method: 'GET', url: `/api/user-groups/User/${adminId}` })).json<ApiError>().code).toBe('failedToLoadUser');
    const adminGroups = (await admin({ method: 'GET', url: `/api/user-groups/User/${adminId}` })).json<UserGroupUser[]>();
    const m = adminGroups[0]!;
    const res = await rep({ method: 'DELETE', url: `/api/user-groups/${m.userGroupId}/Users/${m.id}` });
    // Another's membership answers like a missing one (decision 0040).
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'failedToDeleteUserUserGroup' });
  });
});

describe('permissions', () => {
  it('offers only the permission types of the programme modules and refuses others', async () => {
    await t.app.db.update(programs).set({ modules: 'firstMedicine,clinicalExamination,library' }).where(eq(programs.id, abracar));
    const sysadmin = await t.as('SYSADMIN', 'ABRACARAVIDA');
    const types = (await sysadmin({ method: 'GET', url: '/api/user-groups/permission-types' })).json<string[]>();
    expect(types).toEqual(['FIRST_MEDICINE', 'CLINICAL_EXAMINATION']);
    const group = await groupNamed('Campo', abracar);
    const supply = await sysadmin({ method: 'POST', url: `/api/user-groups/${group.id}/Permissions`, payload: { userGroupId: group.id, type: 'SUPPLY' } });
    expect(supply.json()).toMatchObject({ statusCode: 400, code: 'validation', fields: { type: ['validation.invalidField'] } });
  });

  it('validates group and item against the catalogue chain of the programme', async () => {
    const group = await groupNamed('Campo - exames e medicamentos', bemEstar);
    const url = `/api/user-groups/${group.id}/Permissions`;
    const [imuno] = await t.app.db.select().from(products).where(and(eq(products.name, 'Imunovita'), eq(products.programId, bemEstar)));
    const [cardio] = await t.app.db.select().from(products).where(and(eq(products.name, 'Cardioprev'), eq(products.programId, bemEstar)));
    const [foreignProduct] = await t.app.db.select().from(products).where(eq(products.programId, abracar));
    const imunoPresentations = await t.app.db.select().from(presentations).where(eq(presentations.productId, imuno!.id));

    const products1 = (await admin({ method: 'GET', url: '/api/user-groups/permission-options?type=FIRST_MEDICINE&level=group' })).json<PermissionOption[]>();
    expect(products1.map((p) => p.name)).toEqual(['Cardioprev', 'Imunovita']);
    const pres = (await admin({ method: 'GET', url: `/api/user-groups/permission-options?type=FIRST_MEDICINE&level=item&parentId=${imuno!.id}` })).json<PermissionOption[]>();
    expect(pres.map((p) => p.id).sort()).toEqual(imunoPresentations.map((p) => p.id).sort());

    const ok = await admin({ method: 'POST', url, payload: { userGroupId: group.id, type: 'FIRST_MEDICINE', groupId: imuno!.id, itemId: imunoPresentations[0]!.id } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<UserGroupPermission>()).toMatchObject({ group: { name: 'Imunovita' }, item: { name: imunoPresentations[0]!.name } });

    const wrongParent = await admin({ method: 'POST', url, payload: { userGroupId: group.id, type: 'FIRST_MEDICINE', groupId: cardio!.id, itemId: imunoPresentations[0]!.id } });
    expect(wrongParent.json<ApiError>().fields).toEqual({ itemId: ['validation.invalidField'] });
    const foreign = await admin({ method: 'POST', url, payload: { userGroupId: group.id, type: 'FIRST_MEDICINE', groupId: foreignProduct!.id } });
    expect(foreign.json<ApiError>().fields).toEqual({ groupId: ['validation.invalidField'] });
    const noCatalogue = await admin({ method: 'POST', url, payload: { userGroupId: group.id, type: 'EDIT_USER', groupId: imuno!.id } });
    expect(noCatalogue.json<ApiError>().fields).toEqual({ groupId: ['validation.invalidField'] });

    const [exam] = await t.app.db.select().from(exams).limit(1);
    const examOk = await admin({ method: 'POST', url, payload: { userGroupId: group.id, type: 'CLINICAL_EXAMINATION', groupId: exam!.examGroupId, itemId: exam!.id } });
    expect(examOk.statusCode, examOk.body).toBe(201);
    const [kits] = await t.app.db.select().from(supplyGroups).where(eq(supplyGroups.programId, bemEstar));
    const supplyOk = await admin({ method: 'POST', url, payload: { userGroupId: group.id, type: 'SUPPLY', groupId: kits!.id } });
    expect(supplyOk.json<UserGroupPermission>()).toMatchObject({ type: 'SUPPLY', group: { name: 'Kits de aplicação' }, item: null });
    const everything = await admin({ method: 'POST', url, payload: { userGroupId: group.id, type: null } });
    expect(everything.json<UserGroupPermission>()).toMatchObject({ type: null, groupId: null, itemId: null });

    const listed = (await admin({ method: 'GET', url })).json<{ userGroup: UserGroup; permissions: UserGroupPermission[] }>();
    expect(listed.userGroup.name).toBe('Campo - exames e medicamentos');
    expect(listed.permissions.length).toBe(6);
    for (const p of [ok, examOk, supplyOk, everything]) {
      expect((await admin({ method: 'DELETE', url: `${url}/${p.json<UserGroupPermission>().id}` })).statusCode).toBe(204);
    }
  });

  it('removing a permission changes what the member may open (session modules, menu and guard rule)', async () => {
    const group = await groupNamed('Campo - exames e medicamentos', bemEstar);
    const url = `/api/user-groups/${group.id}/Permissions`;
    const rep = await t.as('REPRESENTATIVE');
    const program = (await t.anon({ method: 'GET', url: '/api/programs/by-slug/BEMESTAR' })).json<{ modules: [] }>();
    const routesOf = async () => {
      const me = (await rep({ method: 'GET', url: '/api/user' })).json<SessionUser>();
      return { modules: me.modules, keys: allowedRoutes(me.type, program.modules, me.modules).map((r) => r.key) };
    };

    const before = await routesOf();
    expect(before.modules).toContain('firstMedicine');
    expect(before.keys).toContain('proceduresMedications');

    const { permissions } = (await admin({ method: 'GET', url })).json<{ permissions: UserGroupPermission[] }>();
    const firstMedicine = permissions.find((p) => p.type === 'FIRST_MEDICINE')!;
    expect((await admin({ method: 'DELETE', url: `${url}/${firstMedicine.id}` })).statusCode).toBe(204);

    const after = await routesOf();
    expect(after.modules).not.toContain('firstMedicine');
    expect(after.keys).not.toContain('proceduresMedications');
    expect(after.keys).toContain('proceduresExams');

    expect((await admin({ method: 'POST', url, payload: { userGroupId: group.id, type: 'FIRST_MEDICINE' } })).statusCode).toBe(201);
    expect((await routesOf()).keys).toContain('proceduresMedications');
    const trail = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'userGroupPermission'));
    expect(trail.some((e) => e.action === 'userGroupPermission.delete' && (e.before as { type: string }).type === 'FIRST_MEDICINE')).toBe(true);
  });
});

describe('group names and default groups', () => {
  it('refuses a name already used in the programme, case aside, and allows it in another programme', async () => {
    const first = await admin({ method: 'POST', url: '/api/user-groups', payload: { name: 'Equipe Norte', programId: bemEstar } });
    expect(first.statusCode).toBe(200);
    const again = await admin({ method: 'POST', url: '/api/user-groups', payload: { name: 'equipe norte', programId: bemEstar } });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>()).toMatchObject({ code: 'userGroupNameInUse', fields: { name: ['err.userGroupNameInUse'] } });
    const renameOther = await admin({ method: 'POST', url: '/api/user-groups', payload: { name: 'Equipe Sul', programId: bemEstar } });
    const clash = await admin({ method: 'POST', url: '/api/user-groups', payload: { id: renameOther.json<UserGroup>().id, name: 'EQUIPE NORTE', programId: bemEstar } });
    expect(clash.statusCode).toBe(409);
    const keepOwn = await admin({ method: 'POST', url: '/api/user-groups', payload: { id: first.json<UserGroup>().id, name: 'Equipe Norte', programId: bemEstar } });
    expect(keepOwn.statusCode).toBe(200);
    const sysadmin = await t.as('SYSADMIN');
    expect((await sysadmin({ method: 'POST', url: '/api/user-groups', payload: { name: 'Equipe Norte', programId: abracar } })).statusCode).toBe(200);
  });

  it('puts a new user only in the default groups for their type', async () => {
    const missingTypes = await admin({ method: 'POST', url: '/api/user-groups', payload: { name: 'Padrão sem tipo', programId: bemEstar, defaultForNewUsers: true } });
    expect(missingTypes.statusCode).toBe(400);
    expect(missingTypes.json<ApiError>().fields).toEqual({ defaultUserTypes: ['validation.minSelect'] });
    const reps = await admin({
      method: 'POST', url: '/api/user-groups',
      payload: { name: 'Representantes - novos', programId: bemEstar, defaultForNewUsers: true, defaultUserTypes: ['REPRESENTATIVE'] },
    });
    expect(reps.json<UserGroup>().defaultUserTypes).toEqual(['REPRESENTATIVE']);

    const groupsOf = async (email: string) => {
      const userId = await idOf(email);
      const rows = await t.app.db.select({ name: userGroups.name }).from(userGroupUsers)
        .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
        .where(and(eq(userGroupUsers.userId, userId), eq(userGroups.programId, bemEstar)));
      return rows.map((r) => r.name).sort();
    };
    const rep = await admin({ method: 'POST', url: '/api/users', payload: { name: 'Renata Representante Nova', email: 'rep-nova@test.com.br', phone: '11987654321', type: 'REPRESENTATIVE' } });
    expect(rep.statusCode).toBe(201);
    expect(await groupsOf('rep-nova@test.com.br')).toContain('Representantes - novos');
    expect(await groupsOf('rep-nova@test.com.br')).not.toContain('Médicos - novos cadastros');
    const doctor = await admin({
      method: 'POST', url: '/api/users',
      payload: { name: 'Dr. Davi Novo Cadastro', email: 'medico-novo@test.com.br', phone: '11987654322', type: 'DOCTOR', doctor: { crm: '778899', uf: 'SP' } },
    });
    expect(doctor.statusCode).toBe(201);
    expect(await groupsOf('medico-novo@test.com.br')).toContain('Médicos - novos cadastros');
    expect(await groupsOf('medico-novo@test.com.br')).not.toContain('Representantes - novos');
  });
});

describe('self-granted privileges (decision 0022)', () => {
  it('a representative cannot join a group, nor leave one, themselves', async () => {
    const repId = await idOf('representante@demo.com.br');
    const rep = await t.as('REPRESENTATIVE');
    const adminGroup = await groupNamed('Administração', bemEstar);
    const joined = await rep({ method: 'POST', url: `/api/user-groups/User/${repId}`, payload: { userGroupId: adminGroup.id, userId: repId } });
    expect(joined.json()).toMatchObject({ statusCode: 403, code: 'cannotChangeOwnMemberships' });
    const own = (await admin({ method: 'GET', url: `/api/user-groups/User/${repId}` })).json<UserGroupUser[]>();
    expect(own.map((m) => m.userGroup.name)).not.toContain('Administração');
    const leave = await rep({ method: 'DELETE', url: `/api/user-groups/${own[0]!.userGroupId}/Users/${own[0]!.id}` });
    expect(leave.json()).toMatchObject({ statusCode: 403, code: 'cannotChangeOwnMemberships' });
  });

  it('a manager assigns only groups within their own permissions; every module is for administrators', async () => {
    const abracarRep = await t.as('REPRESENTATIVE', 'ABRACARAVIDA');
    const doctorId = await idOf('medico@demo.com.br');
    // In ABRACARAVIDA the representative holds CLINICAL_EXAMINATION only.
    const broader = await groupNamed('Gestão comercial', abracar);
    const repInAbracar = await idOf('representante@demo.com.br');
    const refused = await abracarRep({ method: 'POST', url: `/api/user-groups/User/${doctorId}`, payload: { userGroupId: broader.id, userId: doctorId, managerId: repInAbracar } });
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'cannotGrantPermissions' });
    const regional = await t.as('REGIONAL_MANAGER');
    const everything = await groupNamed('Médicos - acesso completo', bemEstar);
    const repId = await idOf('representante@demo.com.br');
    const all = await regional({ method: 'POST', url: `/api/user-groups/User/${repId}`, payload: { userGroupId: everything.id, userId: repId, managerId: await idOf('regional@demo.com.br') } });
    expect(all.json()).toMatchObject({ statusCode: 403, code: 'cannotGrantPermissions' });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'userGroupUser.create'));
    expect(audit.filter((a) => (a.after as { userGroupId?: number } | null)?.userGroupId === everything.id && (a.after as { userId?: number }).userId === repId)).toHaveLength(0);
  });

  it('nobody edits the permissions of a group they belong to', async () => {
    const adminGroup = await groupNamed('Administração', bemEstar);
    const res = await admin({ method: 'POST', url: `/api/user-groups/${adminGroup.id}/Permissions`, payload: { userGroupId: adminGroup.id, type: 'CONTENTS', groupId: null, itemId: null } });
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'cannotChangeOwnMemberships' });
  });
});
