import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { auditLog, doctors, optoutRequests, outboundMessages, sessions, userAddresses, users, verificationCodes } from '#db/schema/index.ts';

export async function pendingOptout(db: DbOrTx, userId: number) {
  const [row] = await db.select({ id: optoutRequests.id }).from(optoutRequests)
    .where(and(eq(optoutRequests.userId, userId), eq(optoutRequests.status, 'PENDING'))).limit(1);
  return row;
}

export async function insertOptout(db: DbOrTx, userId: number, requestedAt: Date, dueAt: Date) {
  const [row] = await db.insert(optoutRequests).values({ userId, requestedAt, dueAt }).returning({ id: optoutRequests.id });
  return row!;
}

export async function findOptout(db: DbOrTx, id: number) {
  const [row] = await db.select().from(optoutRequests).where(eq(optoutRequests.id, id)).limit(1);
  return row;
}

/**
 * Erases a person's data everywhere it is stored: the user row keeps only its id and type, the
 * doctor row only its UF, the address goes, every message and code to their e-mail or phone is
 * blanked or deleted, sessions end, and the audit trail keeps the events without their values.
 */
export async function anonymise(db: DbOrTx, userId: number, now: Date) {
  const [person] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!person) return;
  const destinations = [person.email, person.phone].filter((d): d is string => Boolean(d));
  await db.update(users).set({
    name: 'Usuário removido', email: `removido-${userId}@anonimo.invalid`, phone: null, passwordHash: null, passwordExpiresAt: null,
    active: false, approved: false, anonymizedAt: now, updatedAt: now,
  }).where(eq(users.id, userId));
  await db.update(doctors).set({ crm: `removido-${userId}`, cpf: null, birthDate: null, workInstitutions: null }).where(eq(doctors.userId, userId));
  await db.delete(userAddresses).where(eq(userAddresses.userId, userId));
  await db.update(outboundMessages).set({ destination: 'removido', subject: null, body: '[dados removidos]', userId: null })
    .where(or(eq(outboundMessages.userId, userId), ...destinations.map((d) => eq(outboundMessages.destination, d))));
  await db.delete(verificationCodes).where(or(eq(verificationCodes.userId, userId), ...destinations.map((d) => eq(verificationCodes.destination, d))));
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
  await db.update(auditLog).set({ before: null, after: null, ip: null })
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))));
  await db.update(auditLog).set({ ip: null }).where(eq(auditLog.actorId, userId));
}

export async function completeOptout(db: DbOrTx, id: number, now: Date) {
  await db.update(optoutRequests).set({ status: 'DONE', completedAt: now }).where(eq(optoutRequests.id, id));
}

/** Where the confirmation of a request goes. */
export async function contactOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
