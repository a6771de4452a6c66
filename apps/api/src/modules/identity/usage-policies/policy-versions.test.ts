import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SessionUser, UsagePolicy } from '@portal/domain';
import { programUsers, usagePolicies, usagePolicyAcceptances } from '#db/schema/index.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let bemestar: number;
useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
});

const ACCEPT = '/api/program-usage-policies/accept-policy';

describe('usage policy text and versions', () => {
  it('gives each pending policy its text and version, records the accepted version, and asks again for a new one', async () => {
    const user = await t.insertUser({ email: 'versao@exemplo.com.br', name: 'Dra. Versão Termos', type: 'DOCTOR', approved: true });
    await t.app.db.insert(programUsers).values({ userId: user.id, programId: bemestar });
    const client = await t.as('versao@exemplo.com.br');

    const pending = (await client({ method: 'GET', url: '/api/user' })).json<SessionUser>().pendingUsagePolicies;
    expect(pending).toHaveLength(2);
    for (const policy of pending) {
      expect(policy.content ?? policy.url).toBeTruthy();
      expect(policy.version).toBe(1);
    }
    const publicList = (await t.anon({ method: 'GET', url: `/api/program-usage-policies/public?programId=${bemestar}&userType=DOCTOR` })).json<UsagePolicy[]>();
    expect(publicList.every((p) => p.content !== null && p.version === 1)).toBe(true);

    const ids = pending.map((p) => p.id);
    expect((await client({ method: 'POST', url: ACCEPT, payload: { userId: user.id, programUsagePoliciesIds: ids } })).statusCode).toBe(204);
    const recorded = await t.app.db.select({ version: usagePolicyAcceptances.version }).from(usagePolicyAcceptances)
      .where(eq(usagePolicyAcceptances.userId, user.id));
    expect(recorded.map((r) => r.version)).toEqual([1, 1]);

    // The programme publishes version 2 of the first policy: only that one is pending again.
    await t.app.db.update(usagePolicies).set({ version: 2, content: 'Nova redação dos termos.' }).where(eq(usagePolicies.id, ids[0]!));
    const again = (await (await t.as('versao@exemplo.com.br'))({ method: 'GET', url: '/api/user' })).json<SessionUser>().pendingUsagePolicies;
    expect(again.map((p) => [p.id, p.version, p.content])).toEqual([[ids[0], 2, 'Nova redação dos termos.']]);

    expect((await client({ method: 'POST', url: ACCEPT, payload: { userId: user.id, programUsagePoliciesIds: [ids[0]] } })).statusCode).toBe(204);
    const [upgraded] = await t.app.db.select({ version: usagePolicyAcceptances.version }).from(usagePolicyAcceptances)
      .where(and(eq(usagePolicyAcceptances.userId, user.id), eq(usagePolicyAcceptances.policyId, ids[0]!)));
    expect(upgraded!.version).toBe(2);
  });
});
