import { and, eq, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { usagePolicies, usagePolicyAcceptances } from '#db/schema/index.ts';

/** What a reader of a policy sees: its title, URL or text, and version. */
export const policyColumns = {
  id: usagePolicies.id, description: usagePolicies.description, url: usagePolicies.url, content: usagePolicies.content, version: usagePolicies.version,
};

/** Active usage policies of the programme for this user type that the user has not accepted yet. */
export async function findPendingPolicies(db: DbOrTx, userId: number, programId: ScopedProgramId, userType: string) {
  return db.select(policyColumns)
    .from(usagePolicies)
    .where(and(
      eq(usagePolicies.programId, programId),
      eq(usagePolicies.active, true),
      or(isNull(usagePolicies.userType), eq(usagePolicies.userType, userType)),
      notExists(db.select({ one: sql`1` }).from(usagePolicyAcceptances).where(and(
        eq(usagePolicyAcceptances.policyId, usagePolicies.id), eq(usagePolicyAcceptances.userId, userId),
        gte(usagePolicyAcceptances.version, usagePolicies.version),
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

/**
 * Records the user's acceptance of each policy at its current version (a new version accepted
 * again replaces the older acceptance and its date).
 */
export async function acceptPolicies(db: DbOrTx, userId: number, policyIds: number[]) {
  if (policyIds.length === 0) return;
  const current = await db.select({ policyId: usagePolicies.id, version: usagePolicies.version })
    .from(usagePolicies).where(inArray(usagePolicies.id, policyIds));
  if (current.length === 0) return;
  await db.insert(usagePolicyAcceptances)
    .values(current.map((p) => ({ ...p, userId })))
    .onConflictDoUpdate({
      target: [usagePolicyAcceptances.policyId, usagePolicyAcceptances.userId],
      set: { version: sql`excluded.version`, acceptedAt: new Date() },
    });
}
