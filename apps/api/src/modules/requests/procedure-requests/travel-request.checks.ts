import { issuesByField, OTHER_TREATMENT_LOCATION, travelOptionSelected, travelRequestIssues, type NewTreatmentLocation, type TravelRequest, type Uf } from '@portal/domain';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { invalidReference } from '#platform/lib/config-scope.ts';
import { aidsOf } from '#catalogue/aids/index.ts';
import * as config from './travel-config.repository.ts';
import { requestFieldConfigs } from './field-configs.repository.ts';

/**
 * Every check of a travel request that reads configuration but writes nothing (spec §5 Travel,
 * §8): the travel group of the follow-up, the aids and their ticked fields, the treatment location
 * (or the new one, OTHER), and the shared rules of the group's patient and procedure fields.
 */
export interface CheckedTravelRequest {
  group: config.ProgramTravelGroup;
  aidIds: number[];
  /** The chosen location's id (null for OTHER) and the location as the request keeps it. */
  locationId: number | null;
  location: NewTreatmentLocation;
  /** The answers of the group's active procedure fields, keyed by field name. */
  fieldAnswers: Record<string, unknown>;
}

async function locationOf(db: DbOrTx, body: TravelRequest, groupId: number): Promise<Pick<CheckedTravelRequest, 'locationId' | 'location'>> {
  if (body.treatmentLocationId === OTHER_TREATMENT_LOCATION) return { locationId: null, location: body.treatmentLocation! };
  const found = await config.findGroupLocation(db, groupId, body.treatmentLocationId!);
  if (!found) throw invalidReference('treatmentLocationId');
  const { id, complement, ...address } = found;
  // The stored location's state was checked as a UF when the location was saved.
  return { locationId: id, location: { ...address, state: address.state as Uf, ...(complement ? { complement } : {}) } };
}

export async function checkTravelRequest(db: DbOrTx, programId: ScopedProgramId, body: TravelRequest): Promise<CheckedTravelRequest> {
  const group = await config.findProgramTravelGroup(db, programId, body.groupId);
  if (!group) throw notFound('travelGroupNotFound');
  if (group.followupId !== body.followupId) throw invalidReference('followupId');

  const aids = await aidsOf(db, 'travelGroupId', [group.id]);
  const fieldIds = new Set(aids.flatMap((a) => a.aidFields.map((f) => f.id)));
  const unknownField = body.aidFields.findIndex((id) => !fieldIds.has(id));
  if (unknownField >= 0) throw invalidReference(`aidFields.${unknownField}`);
  const unknownAid = body.itemIds.findIndex((id) => !aids.some((a) => a.id === id));
  if (unknownAid >= 0) throw invalidReference(`itemIds.${unknownAid}`);
  if (!travelOptionSelected(body, aids)) throw new AppError('unselectedTravelOption', 400, { itemIds: ['err.unselectedTravelOption'] });

  const fields = await requestFieldConfigs(db, 'travelGroupId', group.id);
  const issues = travelRequestIssues(body, { ...fields, aids, showOtherOptionForTreatmentLocation: group.showOtherOptionForTreatmentLocation });
  if (issues.length > 0) throw new AppError('validation', 400, issuesByField(issues));

  const active = new Set(fields.procedureFields.filter((f) => f.active).map((f) => f.name));
  const fieldAnswers = Object.fromEntries(Object.entries(body.procedureFieldsAnswers).filter(([name]) => active.has(name)));
  return { group, aidIds: [...new Set(body.itemIds)], ...(await locationOf(db, body, group.id)), fieldAnswers };
}
