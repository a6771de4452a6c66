import { sql, type SQL } from 'drizzle-orm';

/**
 * Decision 0041: a patient belongs to the doctors whose requests or invitations name them
 * (`procedures.created_by_id`). A doctor reads the record on file only where it came from them —
 * their request or invitation is the patient's first — or where the patient confirmed it at one of
 * their links (`/p/{code}`, a consent recorded on that request; on such a link the patient proves
 * who they are with a code sent to the phone on record). A doctor who requests for or invites a
 * patient already on file is related from then on, but reads nothing the patient did not give them.
 *
 * A condition on SQL expressions (a column, or a bound id), so a list can apply it per row; each
 * part is a probe of the patient's own rows (`procedures_patient_idx`, `patient_consents_patient_idx`).
 */
export const doctorReadsPatient = (doctorId: SQL, patientId: SQL): SQL => sql`(
  ${doctorId} = (select first.created_by_id from procedures first where first.patient_id = ${patientId} order by first.id limit 1)
  or exists (select 1 from patient_consents c join procedures via on via.id = c.procedure_id
              where c.patient_id = ${patientId} and via.created_by_id = ${doctorId}))`;
