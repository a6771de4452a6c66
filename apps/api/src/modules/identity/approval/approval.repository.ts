import { and, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { Reach } from '#platform/context/reach.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { doctors, programUsers, programs, users } from '#db/schema/index.ts';
import { inReach } from '#platform/lib/scope-filter.ts';

/**
 * Members of the reach's programme only (any user for a system administrator), and of the caller's
 * subtree for field staff: another is not found.
 */
const inScope = (db: DbOrTx, reach: Reach, allPrograms: boolean) => and(allPrograms ? undefined : exists(
  db.select({ one: sql`1` }).from(programUsers).where(and(eq(programUsers.userId, users.id), eq(programUsers.programId, reach.programId))),
), inReach(users.id, reach));

export async function findUser(db: DbOrTx, userId: number, reach: Reach, allPrograms: boolean) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, type: users.type, approved: users.approved, anonymizedAt: users.anonymizedAt })
    .from(users).where(and(eq(users.id, userId), inScope(db, reach, allPrograms))).limit(1);
  return row;
}

export async function setApproved(db: DbOrTx, userId: number, now: Date) {
  await db.update(users).set({ approved: true, updatedAt: now }).where(eq(users.id, userId));
}

export async function programName(db: DbOrTx, programId: ScopedProgramId): Promise<string> {
  const [row] = await db.select({ name: programs.name }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.name ?? '';
}

/** The doctor record of a doctor user: the CRM the council is asked about. */
export async function doctorOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: doctors.id, crm: doctors.crm, uf: doctors.uf }).from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row;
}
