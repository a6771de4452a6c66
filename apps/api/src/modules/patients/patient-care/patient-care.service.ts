import { councilAllowsPatientCare, type CarePageParams, type CarePatient, type CarePatientPage, type MedicationPage } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DoctorPatients } from '#platform/context/patient-scope.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { PatientCareUnavailableError, type CareDoctor } from '#integrations/patient-care/index.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { recordPatientReads } from '#platform/lib/patient-reads.ts';
import { statusLabel } from '#doctors/council/index.ts';
import {
  doctorRegistration, findVisibleMember, programCodeOf, sameDoctor, visibleDoctor, type DoctorRegistration,
} from './patient-care.repository.ts';

/** A call to the patient-care system; its being down answers 503 `patientCareUnavailable` (never a 500). */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PatientCareUnavailableError) throw new AppError('patientCareUnavailable', 503);
    throw error;
  }
}

/**
 * A CRM's patients are read only for an approved doctor the council holds active under their
 * name (decision 0065): otherwise 403 `patientCareNeedsActiveRegistration`, with the stored status.
 */
function assertRegistrationActive(doctor: DoctorRegistration): void {
  if (!councilAllowsPatientCare(doctor)) {
    throw new AppError('patientCareNeedsActiveRegistration', 403, undefined, { status: statusLabel(doctor.status) });
  }
}

/**
 * The doctor whose list is asked for: the caller, or a member of the programme below them. A user
 * outside the caller's view (or programme) answers 404 like a missing one; a visible member who
 * is not a doctor follows no patients (null); a doctor without an active registration of their
 * own answers 403 (decision 0065).
 */
async function doctorInView({ db }: Deps, ctx: RequestContext, userId: number): Promise<{ program: ScopedProgramId; doctor: CareDoctor | null }> {
  const program = ctx.scope.programId;
  // A doctor reads their own patients only (decision 0041), whatever a hierarchy puts below them.
  if (ctx.userType === 'DOCTOR' && userId !== ctx.userId) throw notFound('userNotFound');
  const member = await findVisibleMember(db, ctx.reach(program), userId);
  if (!member) throw notFound('userNotFound');
  if (!member.doctor) return { program, doctor: null };
  assertRegistrationActive(member.doctor);
  return { program, doctor: { crm: member.doctor.crm, uf: member.doctor.uf } };
}

/**
 * `GET /patients/by-crm-from-patientcare/{userId}/{pageNumber}/{pageSize}`: audited, and counted in
 * the privacy centre of each programme patient of the page's CPFs (decision 0064).
 */
export async function listPatients(deps: Deps, ctx: RequestContext, params: CarePageParams): Promise<CarePatientPage> {
  const { program, doctor } = await doctorInView(deps, ctx, params.userId);
  if (!doctor) return { patients: [], total: 0 };
  const programCode = await programCodeOf(deps.db, program);
  const page = await ask(() => deps.patientCare.patientsByDoctor({ programCode, doctor, pageNumber: params.pageNumber, pageSize: params.pageSize }));
  const shown = { programId: program, cpfs: page.patients.map((p) => p.patientCPF) };
  await recordPatientReads(deps.db, { readerId: ctx.userId, at: deps.now(), source: 'patientCareList' }, shown, {
    actorId: ctx.userId, action: 'patientCare.list', entity: 'patient', entityId: null, ip: ctx.ip,
    after: { programId: program, doctorUserId: params.userId, pageNumber: params.pageNumber, patientIds: page.patients.map((p) => p.id) },
  });
  return page;
}

/** `GET /patients/patientes-medications-by-crm-from-patientcare/{userId}/{pageNumber}/{pageSize}?patientId`. */
export async function listMedications(deps: Deps, ctx: RequestContext, params: CarePageParams, patientId: string | undefined): Promise<MedicationPage> {
  const { program, doctor } = await doctorInView(deps, ctx, params.userId);
  if (!doctor) return { medications: [], total: 0 };
  const programCode = await programCodeOf(deps.db, program);
  // One patient's medications only when the record names this doctor: another's answers an empty page, like an unknown id.
  if (patientId !== undefined) {
    const found = await ask(() => deps.patientCare.patientDetails(programCode, patientId));
    if (!found || !sameDoctor(found.doctor, doctor)) return { medications: [], total: 0 };
  }
  const page = await ask(() => deps.patientCare.medicationsByDoctor({
    programCode, doctor, pageNumber: params.pageNumber, pageSize: params.pageSize, patientId,
  }));
  return patientId === undefined ? page : { ...page, medications: page.medications.filter((m) => m.patientId === patientId) };
}

/**
 * `GET /patients/details-from-patientcare/{patientId}`: a patient of the programme whose doctor
 * is in the caller's view; anyone else's, or another programme's, answers 404 like a missing one.
 */
export async function patientDetails(deps: Deps, ctx: RequestContext, patientId: string): Promise<CarePatient> {
  const program = ctx.scope.programId;
  const programCode = await programCodeOf(deps.db, program);
  // A doctor without an active registration of their own reads no patient at all (decision 0065).
  const me = ctx.userType === 'DOCTOR' ? await doctorRegistration(deps.db, ctx.userId) : undefined;
  if (me) assertRegistrationActive(me);
  const found = await ask(() => deps.patientCare.patientDetails(programCode, patientId));
  const doctor = found && await visibleDoctor(deps.db, ctx.reach(program), found.doctor.crm, found.doctor.uf);
  // Staff read a patient of a doctor in their view whose registration is active; anyone else's answers like a missing one.
  if (!found || !doctor || !councilAllowsPatientCare(doctor)) throw notFound('carePatientNotFound');
  // A doctor reads only a patient whose record names them (decision 0041).
  if (ctx.userType === 'DOCTOR' && (!me || !sameDoctor(found.doctor, me))) throw notFound('carePatientNotFound');
  await recordPatientReads(deps.db, { readerId: ctx.userId, at: deps.now(), source: 'patientCareRead' }, { programId: program, cpfs: [found.patientCPF] }, {
    actorId: ctx.userId, action: 'patientCare.read', entity: 'patient', entityId: patientId, ip: ctx.ip, after: { programId: program },
  });
  const { doctor: _doctor, ...patient } = found;
  return patient;
}

/**
 * The patient-care system's patient for a CPF, for the request forms' pre-fill (`GET
 * /patients/data-by-cpf`), when its record names the calling doctor: null when it does not know
 * the CPF, when it is another doctor's patient, when the doctor's registration is not active under
 * their name, and when it is down (the form is then filled by hand rather than blocked).
 */
export async function carePatientOfDoctor(deps: Deps, mine: DoctorPatients, cpf: string) {
  const me = await doctorRegistration(deps.db, mine.doctorId);
  // Only an active registration of the doctor's own pre-fills from the CRM's patients (decision 0065).
  if (!me || !councilAllowsPatientCare(me)) return null;
  const programCode = await programCodeOf(deps.db, mine.programId);
  try {
    const found = await deps.patientCare.patientByCpf(programCode, cpf);
    return found && sameDoctor(found.doctor, me) ? found : null;
  } catch (error) {
    if (error instanceof PatientCareUnavailableError) return null;
    throw error;
  }
}
