import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ScopedProgramId } from '../../context/scope.ts';
import { usagePolicies, usagePolicyAcceptances } from '../../db/schema/index.ts';

/** Active usage policies of the programme for this user type that the user has not accepted yet. */
export async function findPendingPolicies(db: DbOrTx, userId: number, programId: ScopedProgramId, userType: string) {
  return db.select({ id: usagePolicies.id, description: usagePolicies.description, url: usagePolicies.url })
    .from(usagePolicies)
    .where(and(
      eq(usagePolicies.programId, programId),
      eq(usagePolicies.active, true),
      or(isNull(usagePolicies.userType), eq(usagePolicies.userType, userType)),
      notExists(db.select({ one: sql`1` }).from(usagePolicyAcceptances).where(and(
        eq(usagePolicyAcceptances.policyId, usagePolicies.id), eq(usagePolicyAcceptances.userId, userId),
      ))),
    ))
    .orderBy(usagePolicies.id);
}

/** The listed policies that belong to the programme (an id of another programme is not found). */
export async function findPoliciesByIds(db: DbOrTx, programId: ScopedProgramId, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: usagePolicies.id }).from(usagePolicies)
    .where(and(eq(usagePolicies.programId, programId), inArray(usagePolicies.id, ids)));
}

export async function acceptPolicies(db: DbOrTx, userId: number, policyIds: number[]) {
  if (policyIds.length === 0) return;
  await db.insert(usagePolicyAcceptances).values(policyIds.map((policyId) => ({ policyId, userId }))).onConflictDoNothing();
}
