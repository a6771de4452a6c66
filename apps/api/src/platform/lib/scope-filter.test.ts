import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { usersBelow, type ManagerEdge } from '@portal/domain';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/client.ts';
import { userGroups, userGroupUsers } from '#db/schema/index.ts';
import { scopeOf } from '../context/scope.ts';
import { usersBelowViewer, visibleToViewer } from './scope-filter.ts';

/** The SQL walk of the hierarchy computes exactly the domain rule `usersBelow`. */
let t: TestApp;
let programId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  programId = await t.programId('ABRACARAVIDA');
  const [group] = await t.app.db.insert(userGroups).values({ programId, name: 'Cadeia de teste' }).returning();
  for (const [key, type] of [['regional', 'REGIONAL_MANAGER'], ['district', 'DISTRICT_MANAGER'], ['rep', 'REPRESENTATIVE'], ['doctor', 'DOCTOR'], ['loner', 'DOCTOR'], ['outsider', 'DOCTOR']] as const) {
    ids[key] = (await t.insertUser({ name: `Cadeia ${key}`, email: `cadeia-${key}@test.com.br`, type, approved: true })).id;
  }
  const edge = (userId: number, managerId: number | null, active = true) => ({ userGroupId: group!.id, userId, managerId, active });
  await t.app.db.insert(userGroupUsers).values([
    edge(ids.district!, ids.regional!),
    edge(ids.rep!, ids.district!),
    edge(ids.doctor!, ids.rep!),
    edge(ids.loner!, null),
    // An inactive membership no longer places the outsider below the representative.
    edge(ids.outsider!, ids.rep!, false),
  ]);
});
afterAll(async () => { await t.close(); });

async function below(viewerId: number): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(t.app.db, sql`select user_id from ${usersBelowViewer(scopeOf(programId, false, viewerId, false))} b`);
  return rows.map((r) => r.user_id).sort((a, b) => a - b);
}

async function domainBelow(viewerId: number): Promise<number[]> {
  const edges: ManagerEdge[] = await t.app.db
    .select({ userId: userGroupUsers.userId, managerId: userGroupUsers.managerId })
    .from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .where(sql`${userGroupUsers.active} and ${userGroups.programId} = ${programId}`);
  return [...usersBelow(edges, viewerId)].sort((a, b) => a - b);
}

describe('the hierarchy in SQL', () => {
  it('walks regional → district → representative → doctor', async () => {
    expect(await below(ids.regional!)).toEqual([ids.regional, ids.district, ids.rep, ids.doctor].sort((a, b) => a! - b!));
    expect(await below(ids.rep!)).toEqual([ids.rep, ids.doctor].sort((a, b) => a! - b!));
  });

  it('agrees with the domain rule for every member, a doctor with no manager included', async () => {
    for (const key of ['regional', 'district', 'rep', 'doctor', 'loner', 'outsider']) {
      expect(await below(ids[key]!)).toEqual(await domainBelow(ids[key]!));
    }
    expect(await below(ids.loner!)).toEqual([ids.loner]);
  });

  it('adds no condition for those who see the whole programme', () => {
    expect(visibleToViewer(userGroupUsers.userId, scopeOf(programId, false, ids.regional ?? 0, true))).toBeUndefined();
  });
});
