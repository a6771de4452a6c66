import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { USER_TYPES, type UserType } from '@portal/domain';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { programUsers, userGroupUsers, userGroups, users } from '#db/schema/index.ts';
import { DEMO_USERS } from '#main/seed/demo.ts';

/**
 * Authorization matrix (ENGINEERING §4.9): every users and user-groups route, called by each
 * demo user type, answers the expected status. `ids` is filled from the seeded database.
 */
let t: TestApp;
const as = {} as Record<UserType, Client>;
const ids: Record<string, number> = {};
let seq = 0;
let bemEstar = 0;

/** The caller's own id, from the demo account of that type. */
const selfId = (type: UserType) => t.userId(DEMO_USERS.find((u) => u.type === type && u.approved)!.email);
/**
 * A new doctor of BEMESTAR, manageable by every staff type: below `managerId` (in the commercial
 * group, so joining the others is new), or managed by nobody when it is null.
 */
async function freshDoctor(managerId: number | null): Promise<number> {
  const row = await t.insertUser({ email: `matriz-med${++seq}-${Date.now()}@demo.com.br`, name: 'Médico Matriz', type: 'DOCTOR', approved: true });
  await t.app.db.insert(programUsers).values({ userId: row.id, programId: bemEstar });
  await t.app.db.insert(userGroupUsers).values({ userGroupId: ids.commercial!, userId: row.id, managerId });
  return row.id;
}
const joinGroup = (userId: number, userGroupId: number, managerId: number) =>
  ({ method: 'POST' as const, url: `/api/user-groups/User/${userId}`, payload: { userGroupId, userId, managerId } });
const joinBelowSelf = async (type: UserType, userGroupId: number) => {
  const me = await selfId(type);
  return joinGroup(await freshDoctor(me), userGroupId, me);
};

beforeAll(async () => {
  t = await createTestApp();
  for (const type of USER_TYPES) as[type] = await t.as(type);
  for (const [key, email] of [['admin', 'admin@demo.com.br'], ['regional', 'regional@demo.com.br'], ['doctor', 'medico@demo.com.br']] as const) {
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[key] = row!.id;
  }
  const [group] = await t.app.db.select({ id: userGroups.id }).from(userGroups).limit(1);
  ids.group = group!.id;
  bemEstar = await t.programId('BEMESTAR');
  const groupNamed = async (name: string) =>
    (await t.app.db.select({ id: userGroups.id }).from(userGroups).where(and(eq(userGroups.name, name), eq(userGroups.programId, bemEstar))))[0]!.id;
  ids.everyModule = await groupNamed('Administração');
  ids.fieldGroup = await groupNamed('Campo - exames e medicamentos');
  ids.commercial = await groupNamed('Gestão comercial');
});
afterAll(async () => { await t.close(); });

const S = 'SYSADMIN', A = 'ADMIN', R = 'REGIONAL_MANAGER', M = 'DOCTOR';
type Expect = Partial<Record<UserType, number>>;
const all = (status: number, except: Expect = {}): Record<UserType, number> =>
  Object.fromEntries(USER_TYPES.map((u) => [u, except[u] ?? status])) as Record<UserType, number>;

const newUser = (type: UserType) => ({ name: `Usuário Matriz ${++seq}`, email: `matriz${seq}-${Date.now()}@demo.com.br`, phone: '11987654321', type });

interface Request { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }

interface Case {
  name: string;
  request: (type: UserType) => Request | Promise<Request>;
  expected: Record<UserType, number>;
}

const CASES: Case[] = [
  { name: 'GET /users', request: () => ({ method: 'GET', url: '/api/users' }), expected: all(200, { [M]: 403 }) },
  { name: 'GET /users/managers', request: () => ({ method: 'GET', url: '/api/users/managers' }), expected: all(200, { [M]: 403 }) },
  { name: 'GET /users/{doctor}', request: () => ({ method: 'GET', url: `/api/users/${ids.doctor}` }), expected: all(200, { [M]: 403 }) },
  // An outranking user answers like a missing one (404), so ids do not reveal the hierarchy.
  { name: 'GET /users/{admin}', request: () => ({ method: 'GET', url: `/api/users/${ids.admin}` }), expected: all(404, { [S]: 200, [A]: 200, [M]: 403 }) },
  { name: 'POST /users (REPRESENTATIVE)', request: () => ({ method: 'POST', url: '/api/users', payload: newUser('REPRESENTATIVE') }), expected: all(201, { [M]: 403 }) },
  { name: 'POST /users (ADMIN)', request: () => ({ method: 'POST', url: '/api/users', payload: newUser('ADMIN') }), expected: all(403, { [S]: 201, [A]: 201 }) },
  { name: 'POST /users (SYSADMIN)', request: () => ({ method: 'POST', url: '/api/users', payload: newUser('SYSADMIN') }), expected: all(403, { [S]: 201 }) },
  {
    name: 'PUT /users/{regional}',
    request: () => ({ method: 'PUT', url: `/api/users/${ids.regional}`, payload: { name: 'Regina Gerente Regional', email: 'regional@demo.com.br', phone: '11987650003', type: 'REGIONAL_MANAGER' } }),
    expected: all(404, { [S]: 200, [A]: 200, [R]: 200, [M]: 403 }),
  },
  { name: 'GET /user-groups', request: () => ({ method: 'GET', url: '/api/user-groups' }), expected: all(200, { [M]: 403 }) },
  { name: 'POST /user-groups', request: () => ({ method: 'POST', url: '/api/user-groups', payload: { name: `Grupo ${++seq}`, programId: 0 } }), expected: all(403, { [S]: 400, [A]: 400 }) },
  { name: 'GET /user-groups/{id}/Permissions', request: () => ({ method: 'GET', url: `/api/user-groups/${ids.group}/Permissions` }), expected: all(403, { [S]: 200, [A]: 200 }) },
  { name: 'GET /user-groups/permission-types', request: () => ({ method: 'GET', url: '/api/user-groups/permission-types' }), expected: all(403, { [S]: 200, [A]: 200 }) },
  { name: 'GET /user-groups/User/{doctor}', request: () => ({ method: 'GET', url: `/api/user-groups/User/${ids.doctor}` }), expected: all(200, { [M]: 403 }) },
  { name: 'GET /user-groups/User/{doctor}/History', request: () => ({ method: 'GET', url: `/api/user-groups/User/${ids.doctor}/History` }), expected: all(200, { [M]: 403 }) },
  { name: 'GET /user-groups/User/{admin}', request: () => ({ method: 'GET', url: `/api/user-groups/User/${ids.admin}` }), expected: all(404, { [S]: 200, [A]: 200, [M]: 403 }) },
  // Self-granted privileges (decision 0022): nobody joins a group themselves; only admins hand out every module.
  { name: 'POST /user-groups/User/{self} (Administração)', request: async (type) => joinGroup(await selfId(type), ids.everyModule!, ids.admin!), expected: all(403) },
  { name: 'POST /user-groups/User/{new doctor below the caller} (every module)', request: (type) => joinBelowSelf(type, ids.everyModule!), expected: all(403, { [S]: 200, [A]: 200 }) },
  { name: 'POST /user-groups/User/{new doctor below the caller} (within the caller\'s own)', request: (type) => joinBelowSelf(type, ids.fieldGroup!), expected: all(200, { [M]: 403 }) },
  // Decision 0040: a doctor nobody manages is outside every field subtree (answered as missing); administrators attach them.
  {
    name: 'POST /user-groups/User/{new doctor nobody manages}',
    request: async (type) => joinGroup(await freshDoctor(null), ids.fieldGroup!, await selfId(type)), expected: all(404, { [S]: 200, [A]: 200, [M]: 403 }),
  },
  { name: 'GET /audit', request: () => ({ method: 'GET', url: '/api/audit' }), expected: all(403, { [S]: 200 }) },
];

describe('users and user-groups access matrix', () => {
  for (const c of CASES) {
    it.each(USER_TYPES.map((type) => ({ type })))(`${c.name} as $type`, async ({ type }) => {
      const res = await as[type](await c.request(type));
      expect(res.statusCode, res.body).toBe(c.expected[type]);
    });
  }

  it('refuses anonymous callers on every route', async () => {
    for (const c of CASES) expect((await t.anon(await c.request('DOCTOR'))).statusCode, c.name).toBe(401);
  });
});
