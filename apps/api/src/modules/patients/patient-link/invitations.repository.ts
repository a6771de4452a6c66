import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { auditLog, procedures } from '#db/schema/index.ts';

/**
 * The invitations already made, as the limits of decision 0063 count them: an invitation is a
 * PATIENTS procedure (decision 0019), and its audit entry, written in the same transaction as the
 * message, says whether a message left (`after.sent`). Counted in the database, so every API
 * process counts the same rows.
 */

/** The advisory-lock class of one doctor's invitations (the two-key form; the object is the doctor's id). */
const INVITATIONS_LOCK_CLASS = 63;

/** Takes the doctor's invitation lock until the transaction ends: their invitations are counted one after the other. */
export async function lockDoctorInvitations(tx: DbOrTx, doctorId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVITATIONS_LOCK_CLASS}::integer, ${doctorId}::integer)`);
}

/** When the doctor made their newest `limit` invitations since `since`, newest first (`procedures_created_by_idx`). */
export async function doctorInvitationTimes(db: DbOrTx, doctorId: number, since: Date, limit: number): Promise<Date[]> {
  const rows = await db.select({ at: procedures.createdAt }).from(procedures)
    .where(and(eq(procedures.createdById, doctorId), eq(procedures.type, 'PATIENTS'), gte(procedures.createdAt, since)))
    .orderBy(desc(procedures.createdAt)).limit(limit);
  return rows.map((r) => r.at);
}

/**
 * When the patient was sent their newest `limit` invitations since `since`, whoever invited them,
 * newest first: the patient's invitations (`procedures_patient_idx`) whose audit entry says a message left.
 */
export async function sentInvitationTimes(db: DbOrTx, patientId: number, since: Date, limit: number): Promise<Date[]> {
  const rows = await db.select({ at: procedures.createdAt }).from(procedures)
    .innerJoin(auditLog, and(
      eq(auditLog.entity, 'procedure'), eq(auditLog.entityId, sql`${procedures.id}::text`), eq(auditLog.action, 'patient.invite'),
    ))
    .where(and(
      eq(procedures.patientId, patientId), eq(procedures.type, 'PATIENTS'), gte(procedures.createdAt, since),
      sql`(${auditLog.after}->>'sent')::boolean`,
    ))
    .orderBy(desc(procedures.createdAt)).limit(limit);
  return rows.map((r) => r.at);
}
