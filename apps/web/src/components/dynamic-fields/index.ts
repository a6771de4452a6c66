/**
 * Dynamic procedure fields (spec §3 Procedure field config) for the exam, patient-procedure and
 * travel request screens: `<DynamicProcedureFields name="procedureFieldsAnswers" fields={configs} />`
 * inside a react-hook-form `FormProvider`, `emptyAnswers` for its default values and
 * `filledAnswers` for the body sent.
 */
export { DynamicProcedureFields, type DynamicProcedureFieldsProps } from './dynamic-fields.tsx';
export { DynamicField } from './dynamic-field.tsx';
export { emptyAnswers, filledAnswers, optionsOf, sectionsOf, shownFields, type FieldsPart, type FieldSection } from './field-layout.ts';
export { applyPatternMask } from './pattern-mask.ts';
