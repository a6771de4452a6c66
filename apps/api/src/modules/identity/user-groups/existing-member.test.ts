import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiError, Page, UserGroup, UserGroupMemberAdded, UserGroupUser, UserListItem } from '@portal/domain';
import { auditLog, outboundMessages, programUsers, userGroups, userGroupUsers } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

/**
 * An existing user of another programme added to this one from the user-group screen (decision
 * 0065): by exact e-mail only, by an administrator of the programme (a system administrator
 * anywhere); the user then appears in the programme's lists and can sign in to it. Nothing lets an
 * administrator of one programme list the users of another.
 */
let t: TestApp;
const run = randomBytes(3).toString('hex');
let program: { A: number; B: number };
/** An administrator of programme A only, signed in to A. */
let adminA: Client;
let adminAId: number;
/** A representative and an administrator who belong to programme B only. */
const repB = { email: `rep-b-${run}@demo.com.br`, name: `Representante Só B ${run}`, id: 0 };
const adminB = { email: `admin-b-${run}@demo.com.br`, name: `Administradora Só B ${run}`, id: 0 };
let groupA: UserGroup;

const summary = (res: LightMyRequestResponse) => `${res.statusCode} ${res.json<ApiError>().code}`;
const add = (c: Client, email: string, userGroupId = groupA.id, managerId?: number) =>
  c({ method: 'POST', url: `/api/user-groups/${userGroupId}/Users`, payload: { email, ...(managerId ? { managerId } : {}) } });
const listed = async (c: Client, filter: string) => (await c({ method: 'GET', url: `/api/users?take=50&filter=${encodeURIComponent(filter)}` })).json<Page<UserListItem>>();

async function insertMember(values: { email: string; name: string }, type: 'ADMIN' | 'REPRESENTATIVE', programId: number, phone: string) {
  const user = await t.insertUser({ email: values.email, name: values.name, phone, type, approved: true });
  await t.app.db.insert(programUsers).values({ userId: user.id, programId });
  // In the programme's every-module group, as the demo administrator is.
  const [group] = await t.app.db.select({ id: userGroups.id }).from(userGroups).where(and(eq(userGroups.programId, programId), eq(userGroups.name, 'Administração')));
  await t.app.db.insert(userGroupUsers).values({ userGroupId: group!.id, userId: user.id, managerId: null });
  return user.id;
}

useTestApp(async (app) => {
  t = app;
  program = { A: await t.programId('BEMESTAR'), B: await t.programId('ABRACARAVIDA') };
  adminAId = await insertMember({ email: `admin-a-${run}@demo.com.br`, name: `Administrador Só A ${run}` }, 'ADMIN', program.A, '11987659901');
  repB.id = await insertMember(repB, 'REPRESENTATIVE', program.B, '11987659902');
  adminB.id = await insertMember(adminB, 'ADMIN', program.B, '11987659903');
  adminA = await t.as(`admin-a-${run}@demo.com.br`, 'BEMESTAR');
  groupA = (await adminA({ method: 'GET', url: '/api/user-groups' })).json<UserGroup[]>().find((g) => g.name === 'Campo - exames e medicamentos')!;
});

describe('an existing user of programme B added to programme A by A\'s administrator', () => {
  it('is not reachable by id nor listed before, and nothing but an exact e-mail finds anyone', async () => {
    expect((await listed(adminA, repB.email)).total).toBe(0);
    const byId = await adminA({ method: 'POST', url: `/api/user-groups/User/${repB.id}`, payload: { userGroupId: groupA.id, userId: repB.id } });
    expect(summary(byId)).toBe('404 failedToLoadUser');
    const unknown = await add(adminA, `ninguem-${run}@demo.com.br`);
    expect(summary(unknown)).toBe('404 userToAddNotFound');
    // Part of an address is no address: refused before anyone is looked up.
    expect((await add(adminA, `rep-b-${run}`)).statusCode).toBe(400);
    const wildcard = await add(adminA, '%@demo.com.br');
    expect([400, 404]).toContain(wildcard.statusCode);
    expect(wildcard.body).not.toContain(repB.name);
    // Another programme's administrator is not brought in (they could then be edited here): answered like an unknown e-mail.
    const admin = await add(adminA, adminB.email);
    expect(admin.statusCode).toBe(404);
    expect(admin.body).toBe(unknown.body);
  });

  it('joins A and the group, told by e-mail and audited; appears in A\'s lists and signs in to A', async () => {
    const added = await add(adminA, repB.email.toUpperCase());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<UserGroupMemberAdded>()).toMatchObject({
      userGroupId: groupA.id, active: true, joinedProgram: true, user: { id: repB.id, name: repB.name, email: repB.email, type: 'REPRESENTATIVE' },
    });
    expect((await listed(adminA, repB.email)).data.map((u) => u.id)).toEqual([repB.id]);
    const memberships = (await adminA({ method: 'GET', url: `/api/user-groups/User/${repB.id}` })).json<UserGroupUser[]>();
    expect(memberships.map((m) => m.userGroupId)).toEqual([groupA.id]);
    expect((await t.login(repB.email, undefined, program.A)).statusCode).toBe(200);

    const told = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, repB.email));
    expect(told.map((m) => m.subject)).toContainEqual(expect.stringContaining('Você foi incluído'));
    const trail = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.addToProgram'), eq(auditLog.entityId, String(repB.id))));
    expect(trail.map((a) => [a.actorId, a.after])).toEqual([[adminAId, { programId: program.A, userGroupId: groupA.id }]]);

    expect(summary(await add(adminA, repB.email))).toBe('409 userAlreadyInUserGroup');
  });

  it('A\'s administrator does not move the login e-mail of a user who also belongs to B', async () => {
    const moved = await adminA({
      method: 'PUT', url: `/api/users/${repB.id}`,
      payload: { name: repB.name, email: `tomado-${run}@demo.com.br`, phone: '11987659902', type: 'REPRESENTATIVE' },
    });
    expect(summary(moved)).toBe('403 loginEmailOfOtherPrograms');
  });

  it('field staff cannot use it; a system administrator adds anyone anywhere', async () => {
    const rep = await t.as('REPRESENTATIVE');
    expect((await add(rep, adminB.email)).statusCode).toBe(403);
    const sysadmin = await t.as('SYSADMIN');
    const [groupB] = (await sysadmin({ method: 'GET', url: `/api/user-groups?programId=${program.B}` })).json<UserGroup[]>();
    const added = await add(sysadmin, `admin-a-${run}@demo.com.br`, groupB!.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<UserGroupMemberAdded>()).toMatchObject({ joinedProgram: true, user: { id: adminAId } });
  });
});
