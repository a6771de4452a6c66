/**
 * The patients module as other modules see it: the programme's patients, registered once per CPF
 * by whichever request or invitation names them first, and read only by their doctor's reach.
 */
export {
  birthDateForAgeRule, callerReadsCpf, findPatientOfDoctor, phoneOnFile, registerPatient,
  type PatientValues, type RegisteredPatient,
} from './patients.repository.ts';
