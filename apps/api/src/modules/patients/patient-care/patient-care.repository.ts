import { and, eq } from 'drizzle-orm';
import type { Reach } from '#platform/context/reach.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { doctors, programs, programUsers, users } from '#db/schema/index.ts';
import { inReach } from '#platform/lib/scope-filter.ts';

/** What decides whether a doctor's patient-care patients may be read (`councilAllowsPatientCare`). */
const registration = {
  crm: doctors.crm, uf: doctors.uf, approved: users.approved, status: doctors.councilStatus, councilName: doctors.councilName, name: users.name,
};

/** CRMs are stored as digits without leading zeros; a system may send them padded. */
export const normalCrm = (crm: string) => crm.replace(/\D/g, '').replace(/^0+/, '');

/**
 * A member of the reach's programme the caller reaches (themselves, those below them, or anyone for
 * administrators), with their CRM and state when they are a doctor; undefined otherwise.
 */
export async function findVisibleMember(db: DbOrTx, reach: Reach, userId: number) {
  const [row] = await db.select({ id: users.id, doctor: registration })
    .from(users)
    .innerJoin(programUsers, and(eq(programUsers.userId, users.id), eq(programUsers.programId, reach.programId)))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(and(eq(users.id, userId), inReach(users.id, reach)))
    .limit(1);
  if (!row) return undefined;
  return { id: row.id, doctor: row.doctor.crm === null ? null : row.doctor as DoctorRegistration };
}

/** A doctor's CRM and state with their approval and the council's stored answer. */
export interface DoctorRegistration {
  crm: string;
  uf: string;
  approved: boolean;
  status: (typeof doctors.$inferSelect)['councilStatus'];
  councilName: string | null;
  name: string;
}

/** The doctor with this CRM and state among the members of the reach's programme the caller reaches. */
export async function visibleDoctor(db: DbOrTx, reach: Reach, crm: string, uf: string): Promise<DoctorRegistration | undefined> {
  const [row] = await db.select(registration)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .innerJoin(programUsers, and(eq(programUsers.userId, users.id), eq(programUsers.programId, reach.programId)))
    .where(and(eq(doctors.crm, normalCrm(crm)), eq(doctors.uf, uf.toUpperCase()), inReach(users.id, reach)))
    .limit(1);
  return row;
}

/** The CRM and state of a doctor with the council's answer (undefined for a user who is not one). */
export async function doctorRegistration(db: DbOrTx, userId: number): Promise<DoctorRegistration | undefined> {
  const [row] = await db.select(registration).from(doctors).innerJoin(users, eq(users.id, doctors.userId)).where(eq(doctors.userId, userId)).limit(1);
  return row;
}

/** Whether a patient-care record's doctor is this one (CRMs compared without padding, states without case). */
export const sameDoctor = (a: { crm: string; uf: string }, b: { crm: string; uf: string }): boolean =>
  normalCrm(a.crm) === normalCrm(b.crm) && a.uf.toUpperCase() === b.uf.toUpperCase();

/** How the patient-care system names the programme: its slug (its id when it has none). */
export async function programCodeOf(db: DbOrTx, programId: ScopedProgramId): Promise<string> {
  const [row] = await db.select({ slug: programs.slug }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.slug ?? String(programId);
}
