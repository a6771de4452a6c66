import { sql, type SQL } from 'drizzle-orm';
import { todayInBrazil, type PatientReadSource, type ProcedureType } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { queryRows } from '#db/client.ts';
import { patientReads, patients, procedures } from '#db/schema/index.ts';
import { auditsInsert, type AuditEntry } from './audit.ts';

/**
 * How long the privacy centre keeps who was shown a patient by a list or an export (decision
 * 0064): a year of São Paulo days, then the retention job deletes the rows.
 */
export const PATIENT_READ_RETENTION_DAYS = 365;

/** One showing of patients: who, when, what showed them (and the request type of a list or export). */
export interface PatientReadEvent {
  readerId: number;
  at: Date;
  source: PatientReadSource;
  requestType?: ProcedureType | null | undefined;
  /**
   * Several batches of one read (an export's): a patient already counted at this `at` is not
   * counted again by a later batch.
   */
  batched?: boolean;
}

/** The patients shown: those of these requests, or the programme's patients of these CPFs (the patient-care system's pages). */
export type ShownPatients = { procedureIds: readonly number[] } | { programId: number; cpfs: readonly string[] }
  /** The programme's patients of these ids (the FHIR API's answers, whatever resources carried them). */
  | { programId: number; patientIds: readonly number[] };

function patientIdsOf(shown: ShownPatients): SQL {
  if ('procedureIds' in shown) {
    return sql`select distinct ${procedures.patientId} as patient_id from ${procedures}
      where ${procedures.id} = any(${sql.param([...shown.procedureIds])}::int[]) and ${procedures.patientId} is not null`;
  }
  if ('patientIds' in shown) {
    return sql`select ${patients.id} as patient_id from ${patients}
      where ${patients.programId} = ${shown.programId} and ${patients.id} = any(${sql.param([...new Set(shown.patientIds)])}::int[])`;
  }
  const cpfs = [...new Set(shown.cpfs.map((c) => c.replace(/\D/g, '')))];
  return sql`select ${patients.id} as patient_id from ${patients}
    where ${patients.programId} = ${shown.programId} and ${patients.cpf} = any(${sql.param(cpfs)}::text[])`;
}

const isEmpty = (shown: ShownPatients) =>
  ('procedureIds' in shown ? shown.procedureIds.length : 'patientIds' in shown ? shown.patientIds.length : shown.cpfs.length) === 0;

/**
 * Counts a showing of patients in each one's privacy centre: ONE statement whatever the number of
 * rows (an upsert per patient, reader, day, source and type, in patient order so two showings
 * never wait on each other crosswise), with the audit entry of the read in the same statement when
 * given — a page costs no more round trips than its audit entry did. Answers the patients counted.
 */
export async function recordPatientReads(db: DbOrTx, event: PatientReadEvent, shown: ShownPatients, audit?: AuditEntry): Promise<number[]> {
  if (isEmpty(shown)) {
    if (audit) await db.execute(auditsInsert([audit]));
    return [];
  }
  const at = event.at;
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const increment = event.batched
    ? sql`case when ${patientReads.lastAt} = excluded.last_at then 0 else 1 end`
    : sql`1`;
  const withAudit = audit ? sql`with audit as (${auditsInsert([audit])}) ` : sql``;
  const rows = await queryRows<{ patient_id: number }>(db, sql`${withAudit}insert into ${patientReads}
    (patient_id, reader_id, day, source, request_type, count, first_at, last_at)
    select shown.patient_id, ${event.readerId}, ${todayInBrazil(at)}::date, ${event.source}, ${event.requestType ?? ''}, 1, ${stamp}, ${stamp}
    from (${patientIdsOf(shown)}) shown order by shown.patient_id
    on conflict (patient_id, day, reader_id, source, request_type) do update set
      count = ${patientReads.count} + ${increment},
      last_at = greatest(${patientReads.lastAt}, excluded.last_at)
    returning patient_id`);
  return rows.map((r) => r.patient_id);
}

/** Deletes the rows older than the retention (run by the retention job); answers how many. */
export async function purgePatientReads(db: DbOrTx, now: Date): Promise<number> {
  const before = todayInBrazil(new Date(now.getTime() - PATIENT_READ_RETENTION_DAYS * 86_400_000));
  const rows = await queryRows<{ n: number }>(db, sql`with gone as (delete from ${patientReads} where ${patientReads.day} < ${before}::date returning 1)
    select count(*)::int as n from gone`);
  return rows[0]?.n ?? 0;
}
