/**
 * The patient part of the request screens (exam, travel…): `<PatientBlock>` inside a react-hook-form
 * `FormProvider` whose values have `patient: RequestPatientValues`; `emptyPatient()` for defaults and
 * `patientBodyOf` for the body sent. `MaskedField` and `DateField` are the form's masked and date inputs.
 */
export { PatientBlock, type PatientBlockProps } from './patient-block.tsx';
export { DateField, MaskedField } from './request-fields.tsx';
export { ALWAYS_ASKED, PATIENT_FLAGS, emptyPatient, patientBodyOf, type RequestPatientValues } from './patient-values.ts';
