import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError, SessionUser, UsagePolicy } from '@portal/domain';
import { programUsers, usagePolicies } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let bemestar: number;
let abracar: number;
useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
  abracar = await t.programId('ABRACARAVIDA');
});

/** A new approved doctor of BEMESTAR who has accepted nothing yet, signed in. */
async function newcomer(): Promise<{ client: Client; userId: number }> {
  const user = await t.insertUser({ email: 'termos@exemplo.com.br', name: 'Dra. Termos Pendentes', type: 'DOCTOR', approved: true });
  await t.app.db.insert(programUsers).values({ userId: user.id, programId: bemestar });
  return { client: await t.as('termos@exemplo.com.br'), userId: user.id };
}

const PENDING = '/api/program-usage-policies/get-program-policies-by-user-type';
const ACCEPT = '/api/program-usage-policies/accept-policy';

describe('usage policies', () => {
  it('lists the pending policies, accepts them for the user only, and answers another programme like a missing one', async () => {
    const { client, userId } = await newcomer();
    const pending = await client({ method: 'POST', url: PENDING, payload: { programId: bemestar, userType: 'DOCTOR' } });
    expect(pending.statusCode).toBe(200);
    const ids = pending.json<UsagePolicy[]>().map((p) => p.id);
    expect(ids).toHaveLength(2);

    const foreign = await client({ method: 'POST', url: PENDING, payload: { programId: abracar, userType: 'DOCTOR' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiError>().code).toBe('programNotFound');

    const [other] = await t.app.db.select({ id: usagePolicies.id }).from(usagePolicies).where(eq(usagePolicies.programId, abracar));
    expect((await client({ method: 'POST', url: ACCEPT, payload: { userId: userId + 1, programUsagePoliciesIds: ids } })).statusCode).toBe(403);
    const wrongProgram = await client({ method: 'POST', url: ACCEPT, payload: { userId, programUsagePoliciesIds: [other!.id] } });
    expect(wrongProgram.statusCode).toBe(400);
    expect(wrongProgram.json<ApiError>().fields).toEqual({ programUsagePoliciesIds: ['validation.invalidField'] });

    expect((await client({ method: 'POST', url: ACCEPT, payload: { userId, programUsagePoliciesIds: ids } })).statusCode).toBe(204);
    expect((await client({ method: 'POST', url: PENDING, payload: { programId: bemestar, userType: 'DOCTOR' } })).json()).toEqual([]);
    expect((await client({ method: 'GET', url: '/api/user' })).json<SessionUser>().pendingUsagePolicies).toEqual([]);
  });
});
