import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import {
  followups, procedures, travelGroups, treatmentLocations,
} from '#db/schema/index.ts';

/** A travel group of the programme, with its follow-up; undefined when it is another programme's or missing. */
export async function findProgramTravelGroup(db: DbOrTx, programId: ScopedProgramId, groupId: number) {
  const [row] = await db.select({
    id: travelGroups.id, followupId: travelGroups.followupId, showOtherOptionForTreatmentLocation: travelGroups.showOtherOptionForTreatmentLocation,
    eligibilityMessage: travelGroups.eligibilityMessage,
  }).from(travelGroups).innerJoin(followups, eq(followups.id, travelGroups.followupId))
    .where(and(eq(travelGroups.id, groupId), eq(followups.programId, programId)));
  return row;
}
export type ProgramTravelGroup = NonNullable<Awaited<ReturnType<typeof findProgramTravelGroup>>>;

/** One treatment location of the travel group, with its address (the request keeps a copy). */
export async function findGroupLocation(db: DbOrTx, groupId: number, locationId: number) {
  const [row] = await db.select({
    id: treatmentLocations.id, name: treatmentLocations.name, cep: treatmentLocations.cep, placeDescription: treatmentLocations.placeDescription,
    number: treatmentLocations.number, complement: treatmentLocations.complement, neighborhood: treatmentLocations.neighborhood,
    city: treatmentLocations.city, state: treatmentLocations.state,
  }).from(treatmentLocations).where(and(eq(treatmentLocations.id, locationId), eq(treatmentLocations.travelGroupId, groupId)));
  return row;
}

/**
 * Whether the patient already has another travel request OPEN, APPROVED or SCHEDULED for the
 * follow-up (decision 0017, err.eligibilityRejectedTravel). Programme-wide, whoever requested it —
 * or only among `requesterId`'s requests, for a caller who does not read the record (decision 0063).
 */
export async function patientHasOpenTravel(
  db: DbOrTx, programId: ScopedProgramId, patientId: number, followupId: number, exceptProcedureId: number, requesterId?: number,
) {
  const [row] = await db.select({ id: procedures.id }).from(procedures).where(and(
    eq(procedures.programId, programId), eq(procedures.type, 'TRAVEL'), eq(procedures.patientId, patientId),
    eq(procedures.followupId, followupId), inArray(procedures.status, ['OPEN', 'APPROVED', 'SCHEDULED']),
    sql`${procedures.id} <> ${exceptProcedureId}`, requesterId === undefined ? undefined : eq(procedures.createdById, requesterId),
  )).limit(1);
  return row !== undefined;
}
