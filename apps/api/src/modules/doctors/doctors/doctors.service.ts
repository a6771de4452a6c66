import { councilNamesMatch, type DoctorDetail, type DoctorListQuery } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { notFound } from '#platform/lib/app-error.ts';
import * as repo from './doctors.repository.ts';
import { programSlug } from './doctors-import.repository.ts';

/** `GET /doctors`: the programme's doctors the caller may see (spec §2 Doctors list). */
export function listDoctors({ db }: Deps, ctx: RequestContext, q: DoctorListQuery) {
  const programId = programIn(ctx.scope, q.programId);
  return repo.listDoctors(db, { programId, scope: ctx.scope, filter: q.filter, status: q.status, councilStatus: q.councilStatus, skip: q.skip, take: q.take });
}

/** `GET /doctors/{doctorId}`: one of them; another programme's, or one outside the caller's chain, is not found. */
export async function getDoctor({ db }: Deps, ctx: RequestContext, doctorId: string, programId?: number) {
  const program = programIn(ctx.scope, programId, 'doctorNotFound');
  const doctor = await repo.findDoctor(db, { programId: program, scope: ctx.scope }, doctorId);
  if (!doctor) throw notFound('doctorNotFound');
  return detailOf(doctor);
}

/** The detail's answer: the council's registration beside the portal's, with whether the names agree. */
function detailOf(row: repo.DoctorRow): DoctorDetail {
  const checkedAt = row.councilCheckedAt ? new Date(row.councilCheckedAt).toISOString() : null;
  return {
    id: row.id, userId: row.userId, name: row.name, crm: row.crm, uf: row.uf, email: row.email, phone: row.phone,
    status: row.status, councilStatus: row.councilStatus, specialty: row.specialty,
    council: row.councilStatus === null ? null : {
      status: row.councilStatus, type: row.councilType, name: row.councilName,
      nameMatches: row.councilName ? councilNamesMatch(row.name, row.councilName) : null,
      specialties: row.councilSpecialties ?? [], checkedAt,
    },
  };
}

/** The notice spec §8 names `err.tevaDoctorNotice`, remembered per user once seen. */
const NOTICE = 'tevaDoctorNotice';

/** Only doctors of the configured programme (DOCTOR_NOTICE_PROGRAM) are ever due the notice. */
async function noticeApplies({ db, config }: Deps, ctx: RequestContext): Promise<boolean> {
  if (ctx.userType !== 'DOCTOR' || !config.doctorNoticeProgram) return false;
  return (await programSlug(db, ctx.scope.programId))?.toUpperCase() === config.doctorNoticeProgram;
}

/** `GET /doctors/program-notice`: show it now? */
export async function programNotice(deps: Deps, ctx: RequestContext) {
  if (!(await noticeApplies(deps, ctx))) return { show: false };
  return { show: !(await repo.noticeSeen(deps.db, ctx.userId, NOTICE)) };
}

/** `POST /doctors/program-notice/seen`: never again for this user (a no-op for anyone it does not apply to). */
export async function markProgramNoticeSeen(deps: Deps, ctx: RequestContext): Promise<void> {
  if (!(await noticeApplies(deps, ctx))) return;
  await repo.markNoticeSeen(deps.db, ctx.userId, NOTICE, deps.now());
}
