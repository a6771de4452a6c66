import { dynamicFieldIssues, type ExamRequestIssue, type ExamRequestRulesConfig, type ExamRequestRulesInput } from './exam-request-rules.ts';

/**
 * Spec §5 Travel: the rules that depend on the travel group, on the form and on the server alike.
 * The static rules (lengths, the OTHER location's address) are `travelRequestSchema`.
 */

export interface TravelRequestRulesInput extends Pick<ExamRequestRulesInput, 'patient' | 'procedureFieldsAnswers'> {
  itemIds: readonly number[];
  aidFields: readonly number[];
  treatmentLocationId?: number | 'OTHER' | null | undefined;
}

export interface TravelRequestRulesConfig extends Pick<ExamRequestRulesConfig, 'patientFields' | 'procedureFields'> {
  aids: readonly { id: number; aidFields: readonly { id: number }[] }[];
  /** The group offers the OTHER option (a new address). */
  showOtherOptionForTreatmentLocation: boolean;
}

/**
 * At least one aid is chosen and each chosen aid has all its fields ticked (spec §5:
 * err.unselectedTravelOption). An aid of another group counts as not chosen.
 */
export function travelOptionSelected(input: Pick<TravelRequestRulesInput, 'itemIds' | 'aidFields'>, aids: TravelRequestRulesConfig['aids']): boolean {
  if (input.itemIds.length === 0) return false;
  return input.itemIds.every((aidId) => {
    const aid = aids.find((a) => a.id === aidId);
    return aid !== undefined && aid.aidFields.every((f) => input.aidFields.includes(f.id));
  });
}

/** The aids whose fields are all ticked: what the form sends as `itemIds`. */
export function aidsWithAllFieldsTicked(aids: TravelRequestRulesConfig['aids'], ticked: readonly number[]): number[] {
  return aids.filter((a) => a.aidFields.length > 0 && a.aidFields.every((f) => ticked.includes(f.id))).map((a) => a.id);
}

/**
 * The treatment location (required; OTHER only when the group offers it) and the visible required
 * patient fields and procedure fields (the rules shared with the other requests).
 */
export function travelRequestIssues(input: TravelRequestRulesInput, config: TravelRequestRulesConfig): ExamRequestIssue[] {
  const issues: ExamRequestIssue[] = [];
  const location = input.treatmentLocationId;
  if (location === undefined || location === null || (location === 'OTHER' && !config.showOtherOptionForTreatmentLocation)) {
    issues.push({ path: 'treatmentLocationId', message: 'validation.requiredSelect' });
  }
  issues.push(...dynamicFieldIssues(input, config));
  return issues;
}
