import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { doctors, programUsers, programs, userGroupPermissions, userGroupUsers, userGroups, users } from '#db/schema/index.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findDoctorByUserId(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row;
}

export async function isProgramMember(db: DbOrTx, userId: number, programId: number): Promise<boolean> {
  const rows = await db.select({ userId: programUsers.userId }).from(programUsers)
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId))).limit(1);
  return rows.length > 0;
}

export async function programExists(db: DbOrTx, programId: number): Promise<boolean> {
  const rows = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
  return rows.length > 0;
}

/**
 * Resets the former lockout's counters, writing only when there is something to reset: an update
 * that matches no row takes no row lock, so concurrent sign-ins of one account do not queue on it.
 */
export async function clearFailedLogins(db: DbOrTx, userId: number) {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null })
    .where(and(eq(users.id, userId), sql`(${users.failedLogins} <> 0 or ${users.lockedUntil} is not null)`));
}

/** The user's active groups in every programme, with their permission types. */
export async function findUserGroupsWithPermissions(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: userGroups.id, name: userGroups.name, programId: userGroups.programId,
      permissionId: userGroupPermissions.id, type: userGroupPermissions.type,
    })
    .from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .leftJoin(userGroupPermissions, eq(userGroupPermissions.userGroupId, userGroups.id))
    .where(and(eq(userGroupUsers.userId, userId), eq(userGroupUsers.active, true)));
  const groups = new Map<number, { id: number; name: string; programId: number; userGroupPermissions: { type: typeof rows[number]['type'] }[] }>();
  for (const row of rows) {
    const group = groups.get(row.id) ?? { id: row.id, name: row.name, programId: row.programId, userGroupPermissions: [] };
    groups.set(row.id, group);
    // A group without permissions still comes back once from the left join, with no permission id.
    if (row.permissionId !== null) group.userGroupPermissions.push({ type: row.type });
  }
  return [...groups.values()];
}
