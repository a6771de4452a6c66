import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/**
 * Whether the patient's consent to the programme's terms — the processing and sharing of their
 * data — stands now: their newest TERMS event granted it. A condition on an SQL expression (a
 * column or a bound id), for lists that leave out patients who revoked it or never gave it
 * (decision 0080: what partners' systems receive).
 */
export const termsConsentStands = (patientId: SQL): SQL => sql`coalesce((
  select tc.granted from ${patientConsents} tc
   where tc.patient_id = ${patientId} and tc.channel = 'TERMS'
   order by tc.at desc, tc.id desc limit 1), false)`;

/** The consent events partners may read: the newest of each patient, channel and terms version, by id. */
export const newestOfChannelAndVersion = (alias: SQL): SQL => sql`not exists (
  select 1 from ${patientConsents} later
   where later.patient_id = ${alias}.patient_id and later.channel = ${alias}.channel
     and later.term_version = ${alias}.term_version and later.id > ${alias}.id)`;

/** What a page of consent answers for other systems is bounded by (`consentAnswersPage`). */
export interface ConsentAnswersQuery {
  programId: number;
  /** Which patients the reader may see: a condition on the patient's id. */
  patientVisible: (patientId: SQL) => SQL;
  afterId?: number | undefined;
  ids?: readonly number[] | undefined;
  patientId?: number | undefined;
  /** Conditions on the answer's time (`at`), e.g. FHIR's `_lastUpdated`. */
  at?: ((column: SQL) => SQL) | undefined;
  limit: number;
}

/**
 * The patients' answers, one per patient, channel and terms version (the newest), in id order
 * after `afterId`: what the FHIR API serves as Consent. Consent stays read here only.
 */
export function consentAnswersPage(db: DbOrTx, q: ConsentAnswersQuery) {
  const c = sql.raw('c');
  return db.execute(sql`select c.id::int as id, c.patient_id as "patientId", c.channel, c.granted, c.term_version as "termVersion",
      c.term_date as "termDate", c.procedure_id as "procedureId", c.at
    from ${patientConsents} c
   where c.program_id = ${q.programId} and c.channel in ${sql`(${sql.join(CONSENT_CHANNELS.map((ch) => sql`${ch}`), sql`, `)})`}
     and ${newestOfChannelAndVersion(c)} and ${q.patientVisible(sql`c.patient_id`)}
     ${q.afterId === undefined ? sql`` : sql`and c.id > ${q.afterId}`}
     ${q.ids ? sql`and c.id = any(${sql.param([...q.ids])}::bigint[])` : sql``}
     ${q.patientId === undefined ? sql`` : sql`and c.patient_id = ${q.patientId}`}
     ${q.at ? sql`and ${q.at(sql`c.at`)}` : sql``}
   order by c.id limit ${q.limit}`).then((r) => (r as { rows: ConsentAnswerRow[] }).rows);
}

export interface ConsentAnswerRow {
  id: number; patientId: number; channel: ConsentChannel; granted: boolean; termVersion: string;
  termDate: Date | string | null; procedureId: number | null; at: Date | string;
}
