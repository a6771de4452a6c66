import { sql, type SQL } from 'drizzle-orm';

/**
 * Decision 0041: a patient belongs to the doctors whose requests or invitations name them
 * (`procedures.created_by_id`). A doctor reads the record on file only where it came from them:
 * their request or invitation is the patient's first. A doctor who requests for or invites a
 * patient already on file is related from then on, but reads nothing of the record: it holds what
 * another doctor or the patient gave.
 *
 * A condition on SQL expressions (a column, or a bound id), so a list can apply it per row; it is
 * one probe of `procedures_patient_idx` on the patient's own requests.
 */
export const doctorReadsPatient = (doctorId: SQL, patientId: SQL): SQL =>
  sql`${doctorId} = (select first.created_by_id from procedures first where first.patient_id = ${patientId} order by first.id limit 1)`;
