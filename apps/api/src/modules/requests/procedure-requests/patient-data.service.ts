import type { PatientData } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import { patientsOfCaller } from '#platform/context/patient-scope.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { carePatientOfDoctor } from '#patients/patient-care/index.ts';
import { findPatientOfDoctor } from '#patients/patients/index.ts';

/**
 * `GET /patients/data-by-cpf/{cpf}/{programId}`: the calling doctor's patient for the CPF
 * pre-fill — the record on file when it is theirs (decision 0041), else the patient-care system's
 * when its record names them — or null. Another doctor's patient answers exactly like an unknown
 * CPF. Every lookup is a read of patient data, recorded in the audit trail (LGPD).
 */
export async function patientDataByCpf(deps: Deps, ctx: RequestContext, cpf: string, programId: number): Promise<PatientData> {
  const { db } = deps;
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const mine = patientsOfCaller(ctx, program);
  const patient = mine ? await findPatientOfDoctor(db, mine, cpf) : undefined;
  const care = patient || !mine ? null : await carePatientOfDoctor(deps, mine, cpf);
  await recordAudit(db, {
    actorId: ctx.userId, action: 'patient.readByCpf', entity: 'patient', entityId: patient?.id ?? null, ip: ctx.ip,
    after: { programId: program, found: patient !== undefined || care !== null, ...(care ? { source: 'patientCare' } : {}) },
  });
  if (patient) {
    return { patientName: patient.name ?? '', patientBirthDate: patient.birthDate, patientPhone: patient.phone, patientEmail: patient.email, patientGender: patient.gender };
  }
  return care ? { patientName: care.patientName, patientBirthDate: care.patientBirthDate, patientPhone: care.patientPhone, patientEmail: null, patientGender: null } : null;
}
