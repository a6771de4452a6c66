import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserType } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { programUsers, programs, users } from '#db/schema/index.ts';

/** The user whose login e-mail is exactly this one (stored lower-cased), anonymised accounts left out. */
export async function userByEmail(db: DbOrTx, email: string): Promise<{ id: number; name: string; email: string; type: UserType } | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, type: users.type }).from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.anonymizedAt))).limit(1);
  return row;
}

export async function isProgramMember(db: DbOrTx, userId: number, programId: ScopedProgramId): Promise<boolean> {
  const [row] = await db.select({ userId: programUsers.userId }).from(programUsers)
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId))).limit(1);
  return row !== undefined;
}

export async function joinProgram(db: DbOrTx, userId: number, programId: ScopedProgramId): Promise<void> {
  await db.insert(programUsers).values({ userId, programId }).onConflictDoNothing();
}

export async function programName(db: DbOrTx, programId: ScopedProgramId): Promise<string> {
  const [row] = await db.select({ name: programs.name }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.name ?? '';
}
