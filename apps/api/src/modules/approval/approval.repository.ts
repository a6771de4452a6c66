import { and, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Scope, ScopedProgramId } from '../../context/scope.ts';
import { programUsers, programs, users } from '../../db/schema/index.ts';

/** Members of the scope's programme only (any user for a system administrator): another is not found. */
const inScope = (db: DbOrTx, scope: Scope) => (scope.allPrograms ? undefined : exists(
  db.select({ one: sql`1` }).from(programUsers).where(and(eq(programUsers.userId, users.id), eq(programUsers.programId, scope.programId))),
));

export async function findUser(db: DbOrTx, userId: number, scope: Scope) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, type: users.type, approved: users.approved, anonymizedAt: users.anonymizedAt })
    .from(users).where(and(eq(users.id, userId), inScope(db, scope))).limit(1);
  return row;
}

export async function setApproved(db: DbOrTx, userId: number, now: Date) {
  await db.update(users).set({ approved: true, updatedAt: now }).where(eq(users.id, userId));
}

export async function programName(db: DbOrTx, programId: ScopedProgramId): Promise<string> {
  const [row] = await db.select({ name: programs.name }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.name ?? '';
}
