import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  travelOptionSelected, travelRequestIssues, travelRequestSchema, type PatientFieldConfig, type ProcedureFieldConfig, type TravelRequestRulesInput,
} from '@portal/domain';
import { toTravelBody, type TravelBodyContext, type TravelRequestValues } from './travel-request-values.ts';

export interface TravelRequestRulesContext extends TravelBodyContext {
  patientFields: readonly PatientFieldConfig[];
  procedureFields: readonly ProcedureFieldConfig[];
}

/** The body's `itemIds` error sits on the aid checkboxes (`aidFields`). */
const formPathOf = (path: string) => (path.startsWith('itemIds') ? 'aidFields' : path);

/**
 * The form checks what the server checks (spec §5 Travel): `travelRequestSchema` on the body the
 * form would send, the aid rule (err.unselectedTravelOption) and the travel group's rules.
 */
export const travelRequestResolver: Resolver<TravelRequestValues, TravelRequestRulesContext | undefined> = (values, rules, options) => {
  const errors: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    errors[formPathOf(path)] ??= { type: 'validation', message };
  };
  if (!rules) {
    add('followupId', 'validation.requiredSelect');
  } else {
    const body = toTravelBody(values, rules);
    const parsed = travelRequestSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
    if (!travelOptionSelected(body, rules.group.aids)) add('itemIds', 'err.unselectedTravelOption');
    const config = { ...rules, showOtherOptionForTreatmentLocation: rules.group.showOtherOptionForTreatmentLocation, aids: rules.group.aids };
    for (const issue of travelRequestIssues(body as TravelRequestRulesInput, config)) add(issue.path, issue.message);
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
};
