import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { patientConsents } from '#db/schema/index.ts';

/**
 * The one rule of who a partner may receive (decision 0080's, applied here to exports): a patient
 * whose latest answer to the programme's terms (consent channel TERMS, which covers sharing their
 * data) is a revocation is left out. A patient who never answered is not excluded by this rule.
 * A condition on the patient id column of the calling query.
 */
export function sharesWithPartners(patientId: AnyPgColumn | SQL): SQL {
  return sql`coalesce((select ${patientConsents.granted} from ${patientConsents}
    where ${patientConsents.patientId} = ${patientId} and ${patientConsents.channel} = 'TERMS'
    order by ${patientConsents.at} desc, ${patientConsents.id} desc limit 1), true)`;
}
