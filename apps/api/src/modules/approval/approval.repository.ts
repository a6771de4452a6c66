import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { programs, users } from '../../db/schema/index.ts';

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, type: users.type, approved: users.approved, anonymizedAt: users.anonymizedAt })
    .from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function setApproved(db: DbOrTx, userId: number, now: Date) {
  await db.update(users).set({ approved: true, updatedAt: now }).where(eq(users.id, userId));
}

export async function programName(db: DbOrTx, programId: number): Promise<string> {
  const [row] = await db.select({ name: programs.name }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.name ?? '';
}
