import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MODULES, serializeModules } from '@portal/domain';
import { auditLog, procedures, programs } from '#db/schema/index.ts';
import { okJson } from '#test/ok-json.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { codeFor, doctorPolicyIds, newIp, newPhone, signupUser, specialtyIds } from './signup.test-helpers.ts';

/** A technical consultant visit asked for at signup is a SALESFORCE_VISIT request of the new doctor. */
let t: TestApp;
let bemestar: number;
let policies: number[];
let specialties: number[];
let admin: Client;
let district: Client;

useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
  policies = await doctorPolicyIds(t, bemestar);
  specialties = await specialtyIds(t, bemestar);
  [admin, district] = await Promise.all([t.as('ADMIN'), t.as('DISTRICT_MANAGER')]);
});

async function signUp(requestVisit: boolean): Promise<number> {
  const phone = newPhone();
  const code = await codeFor(t, phone);
  const user = { ...signupUser({ phone, policyIds: policies, specialtyIds: specialties.slice(0, 1) }), requestVisit };
  const res = await t.anon({ method: 'POST', url: '/api/users/signup', remoteAddress: newIp(), payload: { code, type: 'SMS', programId: bemestar, user } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ userId: number }>().userId;
}

const visitsOf = (userId: number) => t.app.db.select().from(procedures).where(eq(procedures.createdById, userId));
const visitCount = async (client: Client) => {
  const rows = await okJson<{ type: string; count: number }[]>(client({ method: 'GET', url: `/api/procedures/count/${bemestar}` }));
  return rows.find((r) => r.type === 'SALESFORCE_VISIT')?.count ?? 0;
};

describe('visit requested at signup', () => {
  it('becomes an OPEN SALESFORCE_VISIT request with its own code, seen by administrators, audited', async () => {
    const [adminBefore, districtBefore] = [await visitCount(admin), await visitCount(district)];
    const userId = await signUp(true);

    const [visit, ...more] = await visitsOf(userId);
    expect(more).toHaveLength(0);
    expect(visit).toMatchObject({ programId: bemestar, type: 'SALESFORCE_VISIT', status: 'OPEN', createdById: userId });
    expect(visit!.code).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
    const audit = await t.app.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'procedure.create'), eq(auditLog.entityId, String(visit!.id))));
    expect(audit).toHaveLength(1);

    // The new doctor is on nobody's team yet: administrators see the visit, a district manager does not.
    expect(await visitCount(admin)).toBe(adminBefore + 1);
    expect(await visitCount(district)).toBe(districtBefore);
  });

  it('creates no request when the doctor does not ask, or the programme has no visit module', async () => {
    expect(await visitsOf(await signUp(false))).toHaveLength(0);
    const [program] = await t.app.db.select({ modules: programs.modules }).from(programs).where(eq(programs.id, bemestar));
    await t.app.db.update(programs).set({ modules: serializeModules(MODULES.filter((m) => m !== 'salesforceVisit')) }).where(eq(programs.id, bemestar));
    try {
      expect(await visitsOf(await signUp(true))).toHaveLength(0);
    } finally {
      await t.app.db.update(programs).set({ modules: program!.modules }).where(eq(programs.id, bemestar));
    }
  });
});
