import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PermissionType, UserType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { sessions } from '#db/schema/index.ts';

export interface SessionRow {
  sessionId: number;
  lastSeenAt: Date;
  userId: number;
  type: UserType;
  approved: boolean;
  programId: number;
  programModules: string;
  permissionTypes: (PermissionType | null)[];
  policiesPending: boolean;
}

type RawRow = {
  session_id: number;
  last_seen_at: string | Date;
  user_id: number;
  type: UserType;
  approved: boolean;
  program_id: number;
  modules: string;
  permission_types: (PermissionType | null)[] | string;
  policies_pending: boolean;
};

/**
 * Everything the guard needs about a session in one round trip: the user, the session's programme,
 * the permission types the user's active groups hold there, and whether a usage policy is pending.
 */
export async function findLiveSession(db: DbOrTx, tokenHash: string, idleMs: number): Promise<SessionRow | undefined> {
  const rows = await queryRows<RawRow>(db, sql`
    select s.id as session_id, s.last_seen_at, u.id as user_id, u.type, u.approved, p.id as program_id, p.modules,
      coalesce((
        select json_agg(distinct ugp.type)
        from user_group_users ugu
        join user_groups ug on ug.id = ugu.user_group_id
        join user_group_permissions ugp on ugp.user_group_id = ug.id
        where ugu.user_id = u.id and ugu.active and ug.program_id = p.id
      ), '[]'::json) as permission_types,
      exists(
        select 1 from usage_policies up
        where up.program_id = p.id and up.active and (up.user_type is null or up.user_type = u.type)
          and not exists (select 1 from usage_policy_acceptances a where a.policy_id = up.id and a.user_id = u.id and a.version >= up.version)
      ) as policies_pending
    from sessions s
    join users u on u.id = s.user_id
    join programs p on p.id = s.program_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})
      and u.active and not u.blocked and u.anonymized_at is null
  `);
  const row = rows[0];
  if (!row) return undefined;
  const types = typeof row.permission_types === 'string' ? JSON.parse(row.permission_types) as SessionRow['permissionTypes'] : row.permission_types;
  return {
    sessionId: row.session_id,
    lastSeenAt: new Date(row.last_seen_at),
    userId: row.user_id,
    type: row.type,
    approved: row.approved,
    programId: row.program_id,
    programModules: row.modules,
    permissionTypes: types,
    policiesPending: row.policies_pending,
  };
}

export async function insertSession(db: DbOrTx, values: { tokenHash: string; userId: number; programId: number; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

export async function touchSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function setSessionProgram(db: DbOrTx, sessionId: number, programId: number) {
  await db.update(sessions).set({ programId }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user, optionally keeping one (e.g. the one changing the password). */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    exceptSessionId === undefined ? undefined : sql`${sessions.id} <> ${exceptSessionId}`,
  ));
}
