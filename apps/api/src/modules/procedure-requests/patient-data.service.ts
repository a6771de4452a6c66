import type { Deps } from '../../context/deps.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { programIn } from '../../context/scope.ts';
import { recordAudit } from '../../lib/audit.ts';
import { carePatientByCpf } from '../patient-care/index.ts';
import { findPatientByCpf } from './patients.repository.ts';

/**
 * `GET /patients/data-by-cpf/{cpf}/{programId}`: the programme's stored patient for the CPF
 * pre-fill, else the patient-care system's (name, birth date, phone), or null. Every lookup is a
 * read of patient data, recorded in the audit trail (LGPD).
 */
export async function patientDataByCpf(deps: Deps, ctx: RequestContext, cpf: string, programId: number) {
  const { db } = deps;
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const patient = await findPatientByCpf(db, program, cpf);
  const care = patient ? null : await carePatientByCpf(deps, program, cpf);
  await recordAudit(db, {
    actorId: ctx.userId, action: 'patient.readByCpf', entity: 'patient', entityId: patient?.id ?? null, ip: ctx.ip,
    after: { programId: program, found: patient !== undefined || care !== null, ...(care ? { source: 'patientCare' } : {}) },
  });
  if (patient) return { name: patient.name, birthDate: patient.birthDate, phone: patient.phone, email: patient.email, gender: patient.gender };
  return care ? { name: care.patientName, birthDate: care.patientBirthDate, phone: care.patientPhone, email: null, gender: null } : null;
}
