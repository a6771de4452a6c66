import type { Deps } from '../../context/deps.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { programIn } from '../../context/scope.ts';
import { recordAudit } from '../../lib/audit.ts';
import { findPatientByCpf } from './patients.repository.ts';

/**
 * `GET /patients/data-by-cpf/{cpf}/{programId}`: the programme's stored patient for the CPF
 * pre-fill, or null. Every lookup is a read of patient data, recorded in the audit trail (LGPD).
 */
export async function patientDataByCpf({ db }: Deps, ctx: RequestContext, cpf: string, programId: number) {
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const patient = await findPatientByCpf(db, program, cpf);
  await recordAudit(db, {
    actorId: ctx.userId, action: 'patient.readByCpf', entity: 'patient', entityId: patient?.id ?? null, ip: ctx.ip,
    after: { programId: program, found: patient !== undefined },
  });
  if (!patient) return null;
  return { name: patient.name, birthDate: patient.birthDate, phone: patient.phone, email: patient.email, gender: patient.gender };
}
