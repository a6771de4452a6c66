import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  dynamicFieldIssues, patientProcedureRequestSchema, type ExamRequestRulesInput, type FieldAnswer, type PatientField, type PatientFieldConfig,
  type PatientProcedureRequestInput, type ProcedureFieldConfig,
} from '@portal/domain';
import { filledAnswers } from '@/components/dynamic-fields/index.ts';
import { emptyPatient, patientBodyOf, type RequestPatientValues as PatientValues } from '@/components/request-patient/index.ts';

/** The patient-procedure request form, shaped like the `POST /procedures` body so field paths match the server's. */
export interface PatientProcedureRequestValues {
  productId: number | '';
  patientProcedureId: number | '';
  patient: PatientValues;
  procedureFieldsAnswers: Record<string, FieldAnswer>;
}

export const emptyRequest = (productId: number | '' = '', patientProcedureId: number | '' = ''): PatientProcedureRequestValues =>
  ({ productId, patientProcedureId, patient: emptyPatient(), procedureFieldsAnswers: {} });

/** The chosen patient procedure's rules: its field configs. */
export interface RequestRules {
  programId: number;
  patientFields: readonly PatientFieldConfig[];
  procedureFields: readonly ProcedureFieldConfig[];
}

export function toRequestBody(values: PatientProcedureRequestValues, rules: RequestRules): PatientProcedureRequestInput {
  const visible = new Set<PatientField>(rules.patientFields.filter((f) => f.visible).map((f) => f.field));
  return {
    type: 'PATIENT_PROCEDURE', programId: rules.programId,
    productId: values.productId, patientProcedureId: values.patientProcedureId,
    patient: patientBodyOf(values.patient, visible),
    procedureFieldsAnswers: filledAnswers(values.procedureFieldsAnswers),
  } as PatientProcedureRequestInput;
}

/** The form checks what the server checks (spec §5): the shared schema, then the exam request's dynamic rules. */
export const requestResolver: Resolver<PatientProcedureRequestValues, RequestRules | undefined> = (values, rules, options) => {
  const errors: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= { type: 'validation', message };
  };
  if (values.productId === '') add('productId', 'validation.requiredSelect');
  if (values.patientProcedureId === '') add('patientProcedureId', 'validation.requiredSelect');
  if (rules && values.productId !== '' && values.patientProcedureId !== '') {
    const body = toRequestBody(values, rules);
    const parsed = patientProcedureRequestSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
    for (const issue of dynamicFieldIssues(body as ExamRequestRulesInput, rules)) add(issue.path, issue.message);
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
};
