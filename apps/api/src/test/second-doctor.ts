import { and, eq } from 'drizzle-orm';
import { programUsers, usagePolicyAcceptances, userGroupUsers, users } from '#db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * The second doctor: the pending demo doctor (CRM 654321/RJ, whom the patient-care simulator also
 * knows), approved, in the first doctor's user groups under the same manager, with the programme's
 * terms accepted — the same modules and grants, so only the relationship tells them apart.
 */
export async function secondDoctor(t: TestApp, firstId: number, program: number): Promise<number> {
  const { db } = t.app;
  const id = await t.userId('pendente@demo.com.br');
  await db.update(users).set({ approved: true }).where(eq(users.id, id));
  const groups = await db.select().from(userGroupUsers).where(and(eq(userGroupUsers.userId, firstId), eq(userGroupUsers.active, true)));
  await db.insert(userGroupUsers).values(groups.map((g) => ({ userGroupId: g.userGroupId, userId: id, managerId: g.managerId }))).onConflictDoNothing();
  const accepted = await db.select().from(usagePolicyAcceptances).where(eq(usagePolicyAcceptances.userId, firstId));
  await db.insert(usagePolicyAcceptances).values(accepted.map((a) => ({ policyId: a.policyId, userId: id, version: a.version }))).onConflictDoNothing();
  const member = await db.select().from(programUsers).where(and(eq(programUsers.userId, id), eq(programUsers.programId, program)));
  if (member.length === 0) await db.insert(programUsers).values({ userId: id, programId: program });
  return id;
}
