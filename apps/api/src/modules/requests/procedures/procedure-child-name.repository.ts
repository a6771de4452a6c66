import { sql } from 'drizzle-orm';
import { aids, exams, patientProcedures, presentations, supplies } from '#db/schema/index.ts';

/**
 * A child's display name, whatever it holds (exam, supply, aid, medicine presentation or patient
 * procedure), for queries that alias procedure_children as `c`: the list and the detail read the same.
 */
export const childNameJoins = sql`
      left join ${exams} e on e.id = c.exam_id
      left join ${supplies} s on s.id = c.supply_id
      left join ${aids} a on a.id = c.aid_id
      left join ${presentations} pr on pr.id = c.presentation_id
      left join ${patientProcedures} pp on pp.id = c.patient_procedure_id`;

export const childName = sql`coalesce(e.exam_type_name, s.name, a.name, pr.name, pp.name)`;
