import { randomBytes } from 'node:crypto';
import { usersBelow, type ManagerEdge, type UserType } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import { doctors, programUsers, usagePolicies, usagePolicyAcceptances, userGroupPermissions, userGroups, userGroupUsers } from '#db/schema/index.ts';
import type { Client, TestApp } from './test-app.ts';

/**
 * Two field hierarchies in each demo programme, for tests of who may act on whom (decision 0040):
 *
 *   BEMESTAR (A)      regional1 → district1 → rep1 → doctor1      regional2 → district2 → rep2 → doctor2
 *                     orphan: a doctor of the programme nobody manages (as imported or self-signed-up doctors)
 *   ABRACARAVIDA (B)  the same people, crossed below the representatives: rep1 → doctor2, rep2 → doctor1,
 *                     rep1 → orphan — so a rule that forgot the programme would let rep1 reach doctor2 in A.
 *
 * Built once per test file straight in the database (a few inserts, no HTTP), with the demo
 * password; every member belongs to both programmes. `reaches` is the expected answer, computed
 * with `usersBelow` from `@portal/domain` (the rule's definition), never with the code under test.
 */
export const MEMBERS = ['regional1', 'district1', 'rep1', 'doctor1', 'regional2', 'district2', 'rep2', 'doctor2', 'orphan'] as const;
export type Member = (typeof MEMBERS)[number];
export type Side = 'A' | 'B';

const TYPE: Record<Member, UserType> = {
  regional1: 'REGIONAL_MANAGER', district1: 'DISTRICT_MANAGER', rep1: 'REPRESENTATIVE', doctor1: 'DOCTOR',
  regional2: 'REGIONAL_MANAGER', district2: 'DISTRICT_MANAGER', rep2: 'REPRESENTATIVE', doctor2: 'DOCTOR', orphan: 'DOCTOR',
};

/** Who manages whom, per programme (a member absent here has no manager there). */
const MANAGER_OF: Record<Side, Partial<Record<Member, Member | null>>> = {
  A: { district1: 'regional1', rep1: 'district1', doctor1: 'rep1', district2: 'regional2', rep2: 'district2', doctor2: 'rep2', orphan: null },
  B: { district1: 'regional1', rep1: 'district1', doctor1: 'rep2', district2: 'regional2', rep2: 'district2', doctor2: 'rep1', orphan: 'rep1' },
};

export interface MemberRecord {
  id: number;
  email: string;
  name: string;
  phone: string;
  type: UserType;
  /** The doctor block (doctors only): its record id, CRM and state. */
  doctor: { id: number; crm: string; uf: string } | null;
  /** The member's one membership per programme (in the fixture's group). */
  membership: Record<Side, number>;
}

export interface Hierarchy {
  run: string;
  program: Record<Side, number>;
  /** The fixture's user group per programme (every module). */
  group: Record<Side, number>;
  members: Record<Member, MemberRecord>;
  /** Whether `actor`, signed in to that programme, reaches `target` (themself or below them). */
  reaches(actor: Member, target: Member, side?: Side): boolean;
  /** A request signed in as the member (to programme A unless named). */
  as(member: Member, side?: Side): Promise<Client>;
}

export async function buildHierarchy(t: TestApp): Promise<Hierarchy> {
  const run = randomBytes(3).toString('hex');
  const db = t.app.db;
  const program = { A: await t.programId('BEMESTAR'), B: await t.programId('ABRACARAVIDA') };
  const group = {} as Record<Side, number>;
  for (const side of ['A', 'B'] as const) {
    const [row] = await db.insert(userGroups).values({ programId: program[side], name: `Hierarquia ${run}` }).returning({ id: userGroups.id });
    group[side] = row!.id;
    await db.insert(userGroupPermissions).values({ userGroupId: row!.id, type: null });
  }

  const members = {} as Record<Member, MemberRecord>;
  for (const [i, key] of MEMBERS.entries()) {
    const values = { email: `hier-${key}-${run}@demo.com.br`, name: `Hierarquia ${key} ${run}`, phone: `119876${String(54300 + i)}`, type: TYPE[key] };
    const user = await t.insertUser({ ...values, approved: true });
    await db.insert(programUsers).values([{ userId: user.id, programId: program.A }, { userId: user.id, programId: program.B }]);
    let doctor: MemberRecord['doctor'] = null;
    if (values.type === 'DOCTOR') {
      const crm = String(8_000_000 + (parseInt(run, 16) % 100_000) * 10 + i);
      // Registered with the medical council under their own name, as the approved demo doctor is (decision 0065).
      const council = { councilStatus: 'ACTIVE' as const, councilType: 'PRINCIPAL' as const, councilName: values.name.toUpperCase(), councilCheckedAt: new Date() };
      const [row] = await db.insert(doctors).values({ userId: user.id, crm, uf: 'SP', ...council }).returning({ id: doctors.id });
      doctor = { id: row!.id, crm, uf: 'SP' };
    }
    members[key] = { id: user.id, ...values, doctor, membership: { A: 0, B: 0 } };
  }

  // Doctors have accepted their programmes' usage policies, as the approved demo doctor has.
  const policies = await db.select({ id: usagePolicies.id, version: usagePolicies.version }).from(usagePolicies)
    .where(inArray(usagePolicies.programId, [program.A, program.B]));
  const doctorIds = MEMBERS.filter((m) => TYPE[m] === 'DOCTOR').map((m) => members[m].id);
  await db.insert(usagePolicyAcceptances).values(doctorIds.flatMap((userId) => policies.map((p) => ({ policyId: p.id, userId, version: p.version }))));

  const edges: Record<Side, ManagerEdge[]> = { A: [], B: [] };
  for (const side of ['A', 'B'] as const) {
    for (const key of MEMBERS) {
      const manager = MANAGER_OF[side][key];
      const managerId = manager ? members[manager].id : null;
      // Regionals head their chain: a membership without a manager, like the orphan's.
      const [row] = await db.insert(userGroupUsers).values({ userGroupId: group[side], userId: members[key].id, managerId })
        .returning({ id: userGroupUsers.id });
      members[key].membership[side] = row!.id;
      edges[side].push({ userId: members[key].id, managerId });
    }
  }
  const below = {
    A: new Map(MEMBERS.map((m) => [m, usersBelow(edges.A, members[m].id)])),
    B: new Map(MEMBERS.map((m) => [m, usersBelow(edges.B, members[m].id)])),
  };

  return {
    run, program, group, members,
    reaches: (actor, target, side = 'A') => below[side].get(actor)!.has(members[target].id),
    as: (member, side = 'A') => t.as(members[member].email, side === 'A' ? 'BEMESTAR' : 'ABRACARAVIDA'),
  };
}
