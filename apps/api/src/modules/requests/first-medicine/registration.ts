import type { FirstMedicinePatient } from '@portal/domain';
import type { PatientRegistration } from '#integrations/wsacesso/index.ts';
import type { ProductTarget } from './wsacesso-gateway.ts';

/** The register-patient call (origin 19) for the registration form's patient and prescriber. */
export function patientRegistration(
  target: ProductTarget, patient: FirstMedicinePatient, doctor: { name: string; crm: string; uf: string },
): PatientRegistration {
  const { complement, phone, ...rest } = patient;
  return {
    programCode: target.programCode,
    pathologyCode: target.pathologyCode,
    patient: { ...rest, ...(complement ? { complement } : {}), ...(phone ? { phone } : {}) },
    doctor,
  };
}
