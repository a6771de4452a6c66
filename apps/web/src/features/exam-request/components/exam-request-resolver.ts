import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  examRequestIssues, examRequestSchema, saoPauloDate, type ExamRequestRulesInput, type PatientFieldConfig, type ProcedureFieldConfig,
} from '@portal/domain';
import { formPathOf, toRequestBody, withdrawalDatesOf, type BodyContext, type ExamRequestValues } from './exam-request-values.ts';

export interface ExamRequestRulesContext extends BodyContext {
  patientFields: readonly PatientFieldConfig[];
  procedureFields: readonly ProcedureFieldConfig[];
}

/**
 * The form checks what the server checks (spec §5): the shared `examRequestSchema` on the body
 * the form would send, then the exam group's rules (`examRequestIssues`), each issue on its field.
 * The form's `context` is the chosen group and its field configs (none yet: only the group is asked for).
 */
export const examRequestResolver: Resolver<ExamRequestValues, ExamRequestRulesContext | undefined> = (values, rules, options) => {
  const errors: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= { type: 'validation', message };
  };
  if (!rules) {
    if (values.followupId === '') add('followupId', 'validation.requiredSelect');
    add('groupId', 'validation.requiredSelect');
  } else {
    const body = toRequestBody(values, rules);
    const { slotOf } = withdrawalDatesOf(values.userAddress.withdrawalDates);
    const parsed = examRequestSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) add(formPathOf(issue.path.join('.'), slotOf), issue.message);
    // The server asks for the laboratory whenever the group names laboratories (spec §5 "select the laboratory").
    if (rules.group.institutions.length > 0 && values.institutionId === '') add('institutionId', 'validation.requiredSelect');
    const config = { group: rules.group, patientFields: rules.patientFields, procedureFields: rules.procedureFields };
    for (const issue of examRequestIssues(body as ExamRequestRulesInput, config, saoPauloDate(new Date()))) {
      add(formPathOf(issue.path, slotOf), issue.message);
    }
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
};
