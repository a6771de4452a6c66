/** The patient part of every request form (exam, patient procedure, travel): fields by field config, CPF pre-fill, masked and date inputs. */
export { PatientBlock, type PatientBlockProps } from './patient-block.tsx';
export { DateField, MaskedField } from './form-controls.tsx';
export { ALWAYS_ASKED, PATIENT_FLAGS, emptyPatient, patientBodyOf, type PatientFormValues, type PatientValues } from './patient-values.ts';
