import { forbidden } from '../lib/app-error.ts';
import type { RequestContext } from './request-context.ts';
import type { ScopedProgramId } from './scope.ts';

declare const doctorPatientsBrand: unique symbol;

/**
 * The patients a request may read and write as a doctor: the programme's patients related to the
 * calling doctor (decision 0041). Only this module makes one, from the session, so a patient
 * repository that takes it cannot be handed another doctor's id, and a patient query that forgets
 * it does not compile. Staff are no patient's doctor: they get none (`null`).
 */
export interface DoctorPatients {
  readonly [doctorPatientsBrand]: true;
  readonly programId: ScopedProgramId;
  /** The doctor whose patients these are: the caller. */
  readonly doctorId: number;
}

/** The caller's patients in the programme, when the caller is a doctor; null for anyone else. */
export function patientsOfCaller(ctx: Pick<RequestContext, 'userType' | 'userId'>, programId: ScopedProgramId): DoctorPatients | null {
  return ctx.userType === 'DOCTOR' ? ({ programId, doctorId: ctx.userId } as DoctorPatients) : null;
}

/** The caller's patients for a request or invitation, which only a doctor makes (the guard lets no one else in). */
export function patientsOfRequester(ctx: Pick<RequestContext, 'userType' | 'userId'>, programId: ScopedProgramId): DoctorPatients {
  const mine = patientsOfCaller(ctx, programId);
  if (!mine) throw forbidden('forbidden');
  return mine;
}
