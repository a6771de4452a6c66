import type { PatientCareProvider } from './patient-care.ts';
import { decodePatientId, demoPatientByCpf, patientCount, simulatedPatient, simulatedPatients } from './simulator-data.ts';

/** One-based page `pageNumber` of `pageSize` rows, both as the wire sends them (strings). */
function pageOf<T>(rows: T[], pageNumber: string, pageSize: string): T[] {
  const size = Math.max(1, Number(pageSize) || 10);
  const start = (Math.max(1, Number(pageNumber) || 1) - 1) * size;
  return rows.slice(start, start + size);
}

/** The offline patient-care system: the generated patients of `simulator-data.ts`, paged as the real one. */
export const patientCareSimulator: PatientCareProvider = {
  kind: 'simulator',
  async patientsByDoctor({ programCode, doctor, pageNumber, pageSize }) {
    const all = simulatedPatients(programCode, doctor).map((p) => p.patient);
    return { patients: pageOf(all, pageNumber, pageSize), total: all.length };
  },
  async medicationsByDoctor({ programCode, doctor, pageNumber, pageSize, patientId }) {
    const all = simulatedPatients(programCode, doctor)
      .filter((p) => patientId === undefined || p.patient.id === patientId)
      .flatMap((p) => p.medications)
      .sort((a, b) => (b.scheduledDate ?? '9999').localeCompare(a.scheduledDate ?? '9999'));
    return { medications: pageOf(all, pageNumber, pageSize), total: all.length };
  },
  async patientDetails(programCode, patientId) {
    const decoded = decodePatientId(programCode, patientId);
    if (!decoded || decoded.index >= patientCount(programCode, decoded.doctor)) return null;
    return { ...simulatedPatient(programCode, decoded.doctor, decoded.index).patient, doctor: decoded.doctor };
  },
  async patientByCpf(programCode, cpf) {
    const found = demoPatientByCpf(programCode, cpf);
    if (!found) return null;
    const { patient: p, doctor } = found;
    return { patientName: p.patientName, patientBirthDate: p.patientBirthDate, patientPhone: p.patientPhone, doctor };
  },
};
