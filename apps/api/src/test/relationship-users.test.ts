import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { contract, flattenContract, type Endpoint } from '@portal/domain/contracts';
import type { CarePatientPage, Page, UserGroupUser, UserListItem, UserRef } from '@portal/domain';
import { auditLog, outboundMessages } from '#db/schema/index.ts';
import { buildHierarchy, MEMBERS, type Hierarchy, type Member, type MemberRecord } from './hierarchy-fixture.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';

/**
 * Who may act on whom, end to end (decision 0040): signed in to programme A, field staff reach only
 * their own subtree of the hierarchy (`user_group_users.manager_id` of A's memberships), a doctor
 * only themself, administrators the whole programme; anyone else's user answers exactly like a
 * missing one. Every contract endpoint that takes a user id or a doctor's CRM is walked with every
 * actor against every member of the fixture (`hierarchy-fixture.ts`); one the table does not know
 * fails the coverage test.
 */

const MISSING = 999_999_999;
type Actor = Member | 'admin';
const ACTORS: readonly Actor[] = ['admin', ...MEMBERS];
const STAFF_TYPES = new Set(['REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE']);

/** The target of a probe: a fixture member, or a user that does not exist. */
type Target = MemberRecord | 'missing';

interface Row {
  /** Which actors the guard lets through: staff (administrators and field staff), administrators, or everyone. */
  as: 'staff' | 'admins' | 'everyone';
  /** The request for a target, or null when it does not apply (a doctor-only parameter). */
  request: (target: Target, ctx: { actorId: number }) => InjectOptions | null;
  /** 'record': a reached target answers unlike a missing one; 'filter': a reached target answers 2xx. */
  kind: 'record' | 'filter';
  /** Writes something a reached target would lose (a removal): only unreached targets are called. */
  destructive?: true;
}

let t: TestApp;
let h: Hierarchy;
const clients = {} as Record<Actor, Client>;
const actorIds = {} as Record<Actor, number>;
/** One patient id of each fixture doctor in the patient-care system (its simulator). */
const patientOf = new Map<number, string>();
let catalogue: { product: number; presentation: number };

const idOf = (target: Target) => (target === 'missing' ? MISSING : target.id);
const userValues = (target: Target) => {
  const m = target === 'missing' ? h.members.doctor1 : target;
  return { name: m.name, email: m.email, phone: m.phone, type: m.type, ...(m.doctor ? { doctor: { crm: m.doctor.crm, uf: m.doctor.uf } } : {}) };
};
const get = (url: string): InjectOptions => ({ method: 'GET', url: `/api${url}` });
const inventoryQuery = (target: Target) =>
  `programId=${h.program.A}&inventory=FIRST_MEDICINE&groupId=${catalogue.product}&itemId=${catalogue.presentation}&userId=${idOf(target)}`;

/** Every endpoint that takes a user id or a doctor's CRM, keyed `METHOD path` as in the contract. */
const ROWS: Readonly<Record<string, Row>> = {
  'GET /users/:id': { as: 'staff', kind: 'record', request: (x) => get(`/users/${idOf(x)}`) },
  'PUT /users/:id': { as: 'staff', kind: 'record', request: (x) => ({ method: 'PUT', url: `/api/users/${idOf(x)}`, payload: userValues(x) }) },
  'PUT /users/:id/active': { as: 'staff', kind: 'record', request: (x) => ({ method: 'PUT', url: `/api/users/${idOf(x)}/active`, payload: { active: true } }) },
  'PUT /users/:id/approved': { as: 'staff', kind: 'record', request: (x) => ({ method: 'PUT', url: `/api/users/${idOf(x)}/approved`, payload: { approved: true } }) },
  'POST /users/:id/unblock': { as: 'admins', kind: 'record', request: (x) => ({ method: 'POST', url: `/api/users/${idOf(x)}/unblock` }) },
  'POST /users/:id/invitation': { as: 'staff', kind: 'record', request: (x) => ({ method: 'POST', url: `/api/users/${idOf(x)}/invitation` }) },
  'GET /users/managers': { as: 'staff', kind: 'record', request: (x) => get(`/users/managers?userId=${idOf(x)}`) },
  'GET /user-groups/User/:userId': { as: 'staff', kind: 'record', request: (x) => get(`/user-groups/User/${idOf(x)}`) },
  'GET /user-groups/User/:userId/History': { as: 'staff', kind: 'record', request: (x) => get(`/user-groups/User/${idOf(x)}/History`) },
  'GET /users/:userId/permissions': { as: 'staff', kind: 'record', request: (x) => get(`/users/${idOf(x)}/permissions`) },
  // The same group as the member's fixture membership, so a reached target answers 409 and nothing is written.
  'POST /user-groups/User/:userId': {
    as: 'staff', kind: 'record',
    request: (x, { actorId }) => ({
      method: 'POST', url: `/api/user-groups/User/${idOf(x)}`, payload: { userGroupId: h.group.A, userId: idOf(x), managerId: actorId },
    }),
  },
  'DELETE /user-groups/:userGroupId/Users/:userGroupUserId': {
    as: 'staff', kind: 'record', destructive: true,
    request: (x) => ({ method: 'DELETE', url: `/api/user-groups/${h.group.A}/Users/${x === 'missing' ? MISSING : x.membership.A}` }),
  },
  'GET /patients/by-crm-from-patientcare/:userId/:pageNumber/:pageSize': {
    as: 'everyone', kind: 'record', request: (x) => get(`/patients/by-crm-from-patientcare/${idOf(x)}/1/10`),
  },
  'GET /patients/patientes-medications-by-crm-from-patientcare/:userId/:pageNumber/:pageSize': {
    as: 'everyone', kind: 'record', request: (x) => get(`/patients/patientes-medications-by-crm-from-patientcare/${idOf(x)}/1/10`),
  },
  'GET /patients/details-from-patientcare/:patientId': {
    as: 'everyone', kind: 'record',
    request: (x) => (x === 'missing' ? get('/patients/details-from-patientcare/0000000000') : patientOf.has(x.id) ? get(`/patients/details-from-patientcare/${patientOf.get(x.id)}`) : null),
  },
  'GET /doctors/:doctorId': {
    as: 'staff', kind: 'record', request: (x) => (x === 'missing' ? get(`/doctors/${MISSING}`) : x.doctor ? get(`/doctors/${x.doctor.id}`) : null),
  },
  'GET /movements/inventory': { as: 'staff', kind: 'filter', request: (x) => get(`/movements/inventory?programId=${h.program.A}&userId=${idOf(x)}`) },
  'GET /movements/inventory/amount': { as: 'everyone', kind: 'filter', request: (x) => get(`/movements/inventory/amount?${inventoryQuery(x)}`) },
  'GET /movements/inventory/doctor-amounts': {
    as: 'staff', kind: 'filter', request: (x) => get(`/movements/inventory/doctor-amounts?programId=${h.program.A}&userId=${idOf(x)}&inventory=FIRST_MEDICINE`),
  },
  'GET /movements/inventory/history': { as: 'staff', kind: 'filter', request: (x) => get(`/movements/inventory/history?${inventoryQuery(x)}`) },
  'GET /movements/inventory/history/export': {
    as: 'staff', kind: 'filter', request: (x) => get(`/movements/inventory/history/export?${inventoryQuery(x)}&format=csv`),
  },
  'GET /procedures': { as: 'everyone', kind: 'filter', request: (x) => get(`/procedures?programId=${h.program.A}&type=CLINICAL_EXAMINATION&doctorId=${idOf(x)}`) },
  'GET /procedures/export': { as: 'everyone', kind: 'filter', request: (x) => get(`/procedures/export?programId=${h.program.A}&type=CLINICAL_EXAMINATION&doctorId=${idOf(x)}&format=csv`) },
};

/** Endpoints that take a user id or a CRM but act on no other user, with the reason. */
const EXEMPT: Readonly<Record<string, string>> = {
  'PUT /users/me': 'the caller\'s own account (its doctor block): "an approved doctor who moves to another CRM" below',
  'POST /users': 'creates a user (no target); "field staff create a user under themselves" below checks where it lands',
  'PUT /doctors/work-institutions': 'the caller\'s own doctor record only: any other doctorId answers 403 (account.test.ts, cross-program.test.ts)',
  'POST /program-usage-policies/accept-policy': 'the caller\'s own acceptance: the userId must be the caller\'s',
  'GET /programs/:programId/doctors/:doctorId/addresses/intern': 'a doctor\'s own saved addresses: doctorId must be the caller (cross-program.test.ts)',
  'POST /programs/:programId/doctors/:doctorId/addresses/intern': 'as above',
  'PUT /programs/:programId/doctors/:doctorId/addresses/intern/:addressId': 'as above',
  'GET /doctors/:uf/:crm': 'public signup lookup of a CRM in the medical register; answers no portal user\'s data beyond whether one exists',
  'POST /integration/wsacesso/validate-treatment-start': 'the prescriber\'s CRM typed in a medication release, checked by the registration web service; no portal user is read',
  'POST /user-groups/:userGroupId/Users': 'names the user by exact e-mail, not id, administrators only (whole programme); existing-member.test.ts checks who can be added and that nobody is listed',
  'POST /movements/inventory/distribute': 'userIds name recipients of a distribution: distribution.test.ts refuses recipients outside the distributor\'s view',
};

const USER_PARAM = /^(?:userId|doctorId|crm)$/;
const USER_KEY = /^(?:userId|userIds|managerId|doctorId|requesterId|crm|doctor)$/;
const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;
function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}
const takesUser = (e: Endpoint) => [...e.path.matchAll(/:(\w+)/g)].some(([, p]) => USER_PARAM.test(p!) || (p === 'id' && e.path.startsWith('/users/')))
  || [...schemaKeys(e.query), ...schemaKeys(e.body)].some((k) => USER_KEY.test(k));

/** Status and error code, e.g. `404 failedToLoadUser`. */
const summary = (r: LightMyRequestResponse) => {
  let code = '';
  try { code = r.json<{ code?: string }>().code ?? ''; } catch { /* not JSON */ }
  return `${r.statusCode} ${code}`.trim();
};

const passesGuard = (row: Row, actor: Actor) => {
  if (actor === 'admin') return true;
  const type = h.members[actor].type;
  return row.as === 'everyone' || (row.as === 'staff' && STAFF_TYPES.has(type));
};
const reaches = (actor: Actor, target: Member) => actor === 'admin' || h.reaches(actor, target);

useTestApp(async (app) => {
  t = app;
  h = await buildHierarchy(t);
  clients.admin = await t.as('ADMIN');
  actorIds.admin = await t.userId('admin@demo.com.br');
  for (const m of MEMBERS) {
    clients[m] = await h.as(m);
    actorIds[m] = h.members[m].id;
  }
  for (const m of MEMBERS) {
    const doctor = h.members[m];
    if (!doctor.doctor) continue;
    const page = (await clients.admin(get(`/patients/by-crm-from-patientcare/${doctor.id}/1/1`))).json<CarePatientPage>();
    patientOf.set(doctor.id, page.patients[0]!.id);
  }
  const [product] = (await clients.admin(get(`/programs/${h.program.A}/products`))).json<{ id: number }[]>();
  const [presentation] = (await clients.admin(get(`/products/${product!.id}/presentations`))).json<{ id: number }[]>();
  catalogue = { product: product!.id, presentation: presentation!.id };
});

describe('relationship table', () => {
  const endpoints = flattenContract(contract).map(({ endpoint }) => endpoint);

  it('has a row or an exemption for every contract endpoint that takes a user id or a CRM', () => {
    expect(endpoints.filter(takesUser).map(keyOf).filter((k) => !(k in ROWS) && !(k in EXEMPT))).toEqual([]);
  });

  it('names only contract endpoints, each once', () => {
    const known = new Set(endpoints.map(keyOf));
    expect([...Object.keys(ROWS), ...Object.keys(EXEMPT)].filter((k) => !known.has(k))).toEqual([]);
    expect(Object.keys(ROWS).filter((k) => k in EXEMPT)).toEqual([]);
  });
});

describe('signed in to programme A, each actor reaches their own subtree only', () => {
  for (const [key, row] of Object.entries(ROWS)) {
    it.each(ACTORS.map((actor) => ({ actor })))(`${key} as $actor`, async ({ actor }) => {
      if (!passesGuard(row, actor)) return;
      const client = clients[actor];
      const ctx = { actorId: actorIds[actor] };
      const missing = await client(row.request('missing', ctx)!);
      const problems: string[] = [];
      for (const target of MEMBERS) {
        const reached = reaches(actor, target);
        if (reached && row.destructive) continue;
        const request = row.request(h.members[target], ctx);
        if (!request) continue;
        const res = await client(request);
        if (res.statusCode >= 500) problems.push(`${target}: server error ${res.body.slice(0, 160)}`);
        else if (!reached && (summary(res) !== summary(missing) || res.body !== missing.body)) {
          problems.push(`${target} (not reached): ${summary(res)}, a missing user ${summary(missing)}`);
        } else if (reached && row.kind === 'record' && summary(res) === summary(missing)) {
          problems.push(`${target} (reached): answered like a missing user (${summary(res)})`);
        } else if (reached && row.kind === 'filter' && res.statusCode >= 300) {
          problems.push(`${target} (reached): ${summary(res)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('the findings of the security review', () => {
  it('a representative cannot take over another representative\'s doctor (e-mail) nor deactivate them', async () => {
    const other = h.members.doctor2;
    const takeOver = await clients.rep1({ method: 'PUT', url: `/api/users/${other.id}`, payload: { ...userValues(other), email: `tomado-${h.run}@demo.com.br` } });
    expect(summary(takeOver)).toBe('404 failedToLoadUser');
    expect(summary(await clients.rep1({ method: 'PUT', url: `/api/users/${other.id}/active`, payload: { active: false } }))).toBe('404 failedToLoadUser');
    expect((await clients.admin(get(`/users/${other.id}`))).json<{ email: string; active: boolean }>()).toMatchObject({ email: other.email, active: true });
  });

  it('field staff never change a login e-mail; an administrator\'s change waits for the link sent to the new address', async () => {
    const { doctor1 } = h.members;
    const newEmail = `trocado-${h.run}@demo.com.br`;
    const own = await clients.rep1({ method: 'PUT', url: `/api/users/${doctor1.id}`, payload: { ...userValues(doctor1), email: newEmail } });
    expect(summary(own)).toBe('403 cannotChangeLoginEmail');
    const byAdmin = await clients.admin({ method: 'PUT', url: `/api/users/${doctor1.id}`, payload: { ...userValues(doctor1), email: newEmail } });
    expect(byAdmin.json()).toMatchObject({ email: doctor1.email, emailConfirmationSentTo: newEmail });
    expect((await t.login(newEmail)).statusCode).not.toBe(200);
    const sent = await t.app.db.select().from(outboundMessages).where(inArray(outboundMessages.destination, [newEmail, doctor1.email]));
    expect(sent.map((m) => m.destination).sort()).toEqual([doctor1.email, newEmail].sort());
  });

  it('an approved doctor\'s CRM and state change only by an administrator, audited with both values', async () => {
    const { doctor1 } = h.members;
    const moved = { ...userValues(doctor1), doctor: { crm: '7654321', uf: 'MG' } };
    expect(summary(await clients.rep1({ method: 'PUT', url: `/api/users/${doctor1.id}`, payload: moved }))).toBe('400 crmLocked');
    const byDoctor = await clients.doctor1({ method: 'PUT', url: '/api/users/me', payload: { name: doctor1.name, phone: doctor1.phone, doctor: moved.doctor } });
    expect(summary(byDoctor)).toBe('400 crmLocked');
    expect((await clients.doctor1(get(`/patients/by-crm-from-patientcare/${doctor1.id}/1/10`))).json<CarePatientPage>().patients.map((p) => p.id))
      .toContain(patientOf.get(doctor1.id));
    const refused = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'updateProfileRefused'), eq(auditLog.entityId, String(doctor1.id))));
    expect(refused.map((a) => [a.before, a.after])).toEqual([[{ crm: doctor1.doctor!.crm, uf: 'SP' }, { crm: '7654321', uf: 'MG' }]]);
  });

  it('a representative cannot attach a doctor nobody manages, so never reads that doctor\'s patients', async () => {
    const { orphan, rep1 } = h.members;
    const attach = await clients.rep1({ method: 'POST', url: `/api/user-groups/User/${orphan.id}`, payload: { userGroupId: h.group.A, userId: orphan.id, managerId: rep1.id } });
    expect(summary(attach)).toBe('404 failedToLoadUser');
    expect(summary(await clients.rep1(get(`/patients/by-crm-from-patientcare/${orphan.id}/1/10`)))).toBe('404 userNotFound');
    // The attempt stays in the trail for the administrators.
    const trail = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'forbidden'), eq(auditLog.actorId, rep1.id)));
    expect(trail.map((a) => a.after)).toContainEqual({ userId: orphan.id, userGroupId: h.group.A, managerId: rep1.id, reason: 'outsideSubtree' });
  });

  it('lists only the caller\'s subtree, and offers only managers of it', async () => {
    const listed = async (actor: Actor) => {
      const page = (await clients[actor](get(`/users?filter=${h.run}&take=50`))).json<Page<UserListItem>>();
      return page.data.map((u) => u.id).sort();
    };
    const ids = (...m: Member[]) => m.map((k) => h.members[k].id).sort();
    expect(await listed('rep1')).toEqual(ids('rep1', 'doctor1'));
    expect(await listed('district2')).toEqual(ids('district2', 'rep2', 'doctor2'));
    expect(await listed('admin')).toEqual(ids(...MEMBERS));
    const managers = (await clients.district1(get(`/users/managers?filter=${h.run}`))).json<UserRef[]>().map((u) => u.id).sort();
    expect(managers).toEqual(ids('district1', 'rep1'));
  });

  it('reads the hierarchy of the programme signed in to: in B, rep1 reaches doctor2 and not doctor1', async () => {
    const inB = await h.as('rep1', 'B');
    expect((await inB(get(`/users/${h.members.doctor2.id}`))).statusCode).toBe(200);
    expect(summary(await inB(get(`/users/${h.members.doctor1.id}`)))).toBe('404 failedToLoadUser');
  });

  it('a manager must be the caller or below them', async () => {
    const { doctor1, rep1, rep2 } = h.members;
    const move = (managerId: number) => clients.district1({
      method: 'POST', url: `/api/user-groups/User/${doctor1.id}`, payload: { userGroupUserId: doctor1.membership.A, userGroupId: h.group.A, userId: doctor1.id, managerId },
    });
    expect(summary(await move(rep2.id))).toBe('400 validation');
    expect((await move(rep1.id)).statusCode).toBe(200);
  });

  it('field staff create a user under themselves', async () => {
    const created = await clients.rep1({
      method: 'POST', url: '/api/users',
      payload: { name: 'Médica Criada Pelo Representante', email: `criada-${h.run}@demo.com.br`, phone: '11987654399', type: 'DOCTOR', doctor: { crm: String(9_100_000 + (parseInt(h.run, 16) % 100_000)), uf: 'RJ' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const memberships = (await clients.rep1(get(`/user-groups/User/${id}`))).json<UserGroupUser[]>();
    expect(memberships.map((m) => m.manager?.id)).toEqual([h.members.rep1.id]);
    expect(summary(await clients.rep2(get(`/users/${id}`)))).toBe('404 failedToLoadUser');
  });

  it('nobody moves a member who also answers to someone outside their subtree; an administrator attaches unmanaged doctors', async () => {
    const { doctor1, rep1, rep2, orphan } = h.members;
    // An administrator puts doctor1 under rep2 too, in another group: doctor1 is now shared.
    const [other] = (await clients.admin(get('/user-groups'))).json<{ id: number }[]>().filter((g) => g.id !== h.group.A);
    const share = await clients.admin({ method: 'POST', url: `/api/user-groups/User/${doctor1.id}`, payload: { userGroupId: other!.id, userId: doctor1.id, managerId: rep2.id } });
    expect(share.statusCode, share.body).toBe(200);
    const move = await clients.district1({
      method: 'POST', url: `/api/user-groups/User/${doctor1.id}`, payload: { userGroupUserId: doctor1.membership.A, userGroupId: h.group.A, userId: doctor1.id, managerId: rep1.id },
    });
    expect(summary(move)).toBe('403 userCannotBeManaged');
    const attach = await clients.admin({
      method: 'POST', url: `/api/user-groups/User/${orphan.id}`, payload: { userGroupUserId: orphan.membership.A, userGroupId: h.group.A, userId: orphan.id, managerId: rep1.id },
    });
    expect(attach.statusCode, attach.body).toBe(200);
    expect((await clients.rep1(get(`/patients/by-crm-from-patientcare/${orphan.id}/1/10`))).statusCode).toBe(200);
  });
});
