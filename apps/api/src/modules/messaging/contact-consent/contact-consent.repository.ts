import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { CONSENT_CHANNELS, type ConsentChannel, type NotificationChannel } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { notificationChannelChoices, patientConsents, patients } from '#db/schema/index.ts';

/** The reads a message's permission is decided from: the patient's consent events, a user's channel choices. */

/** The programme's patient of this CPF, if on file. */
export async function patientIdByCpf(db: DbOrTx, programId: ScopedProgramId, cpf: string): Promise<number | undefined> {
  const [row] = await db.select({ id: patients.id }).from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, cpf))).limit(1);
  return row?.id;
}

/** The patient's newest consent event on a channel (none: they never answered for it). */
export async function latestConsent(db: DbOrTx, patientId: number, channel: ConsentChannel): Promise<{ granted: boolean } | undefined> {
  const [row] = await db.select({ granted: patientConsents.granted }).from(patientConsents)
    .where(and(eq(patientConsents.patientId, patientId), eq(patientConsents.channel, channel)))
    .orderBy(desc(patientConsents.at), desc(patientConsents.id)).limit(1);
  return row;
}

/** The user's own choice for a channel (none: the channel's default). */
export async function userChoice(db: DbOrTx, userId: number, channel: NotificationChannel): Promise<boolean | undefined> {
  const [row] = await db.select({ enabled: notificationChannelChoices.enabled }).from(notificationChannelChoices)
    .where(and(eq(notificationChannelChoices.userId, userId), eq(notificationChannelChoices.channel, channel))).limit(1);
  return row?.enabled;
}

// ---- The consent events themselves: written by the patient's link, read by every decision above ----

export interface ConsentValues {
  programId: number; patientId: number; procedureId: number | null; channel: ConsentChannel; granted: boolean;
  termVersion: string; termDate: Date | null; ip: string; at: Date;
}

export async function insertConsents(db: DbOrTx, rows: readonly ConsentValues[]): Promise<void> {
  if (rows.length) await db.insert(patientConsents).values([...rows]);
}

/** Every consent event of the patient on a channel `CONSENT_CHANNELS` lists, oldest first. */
export const consentHistory = (db: DbOrTx, patientId: number) =>
  db.select({
    channel: patientConsents.channel, granted: patientConsents.granted, termVersion: patientConsents.termVersion,
    termDate: patientConsents.termDate, at: patientConsents.at, ip: patientConsents.ip,
  }).from(patientConsents).where(and(eq(patientConsents.patientId, patientId), inArray(patientConsents.channel, [...CONSENT_CHANNELS])))
    .orderBy(asc(patientConsents.at), asc(patientConsents.id));
