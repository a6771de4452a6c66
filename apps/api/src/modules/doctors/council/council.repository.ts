import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CouncilAnswer } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { doctors, jobs, procedures, programDoctors, programUsers, programs, users } from '#db/schema/index.ts';

/** A doctor as the council check reads them: the CRM, the name the portal holds and the last answer. */
export interface CheckedDoctor {
  doctorId: number;
  userId: number;
  crm: string;
  uf: string;
  name: string;
  councilStatus: (typeof doctors.$inferSelect)['councilStatus'];
}

const checkedDoctor = {
  doctorId: doctors.id, userId: doctors.userId, crm: doctors.crm, uf: doctors.uf, name: users.name, councilStatus: doctors.councilStatus,
};

export async function doctorOfUser(db: DbOrTx, userId: number): Promise<CheckedDoctor | undefined> {
  const [row] = await db.select(checkedDoctor).from(doctors).innerJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.userId, userId)).limit(1);
  return row;
}

/** The registration status alone, for the check on every new request (one indexed read). */
export async function councilStatusOfUser(db: DbOrTx, userId: number) {
  const [row] = await db.select({ status: doctors.councilStatus }).from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row?.status;
}

/** The stored registration of these users who are doctors (a request's requesters), by user id. */
export function councilOfUsers(db: DbOrTx, userIds: readonly number[]) {
  return db.select({ userId: doctors.userId, status: doctors.councilStatus, checkedAt: doctors.councilCheckedAt })
    .from(doctors).where(inArray(doctors.userId, [...userIds]));
}

/** The next batch of doctors to re-check, in id order after `afterId` (anonymised accounts left out). */
export function doctorsAfter(db: DbOrTx, afterId: number, limit: number): Promise<CheckedDoctor[]> {
  return db.select(checkedDoctor).from(doctors).innerJoin(users, eq(users.id, doctors.userId))
    .where(and(gt(doctors.id, afterId), isNull(users.anonymizedAt)))
    .orderBy(asc(doctors.id)).limit(limit);
}

/** Keeps the council's answer on the doctor. */
export async function saveAnswer(db: DbOrTx, doctorId: number, answer: CouncilAnswer, now: Date): Promise<void> {
  await db.update(doctors).set({
    councilStatus: answer.status, councilType: answer.type, councilName: answer.name, councilSpecialties: answer.specialties, councilCheckedAt: now,
  }).where(eq(doctors.id, doctorId));
}

/** Imported (registry) rows by id, in id order, as the council check reads them. */
export function registryRows(db: DbOrTx, ids: readonly number[]) {
  return db.select({ id: programDoctors.id, crm: programDoctors.crm, uf: programDoctors.uf, name: programDoctors.name, councilStatus: programDoctors.councilStatus })
    .from(programDoctors).where(inArray(programDoctors.id, [...ids])).orderBy(asc(programDoctors.id));
}

/** Keeps the council's status on an imported (registry) row. */
export async function saveRegistryAnswer(db: DbOrTx, registryId: number, status: CouncilAnswer['status'], now: Date): Promise<void> {
  await db.update(programDoctors).set({ councilStatus: status, councilCheckedAt: now }).where(eq(programDoctors.id, registryId));
}

/**
 * Keeps the answer for the CRM a user's doctor block now holds (an administrator changed it); no
 * answer (the council was down) leaves it unverified, as the previous answer was another CRM's.
 */
export async function saveAnswerOfUser(db: DbOrTx, userId: number, answer: CouncilAnswer | null, now: Date): Promise<void> {
  await db.update(doctors).set(answer
    ? { councilStatus: answer.status, councilType: answer.type, councilName: answer.name, councilSpecialties: answer.specialties, councilCheckedAt: now }
    : { councilStatus: 'UNVERIFIED', councilType: null, councilName: null, councilSpecialties: [], councilCheckedAt: null })
    .where(eq(doctors.userId, userId));
}

/** Sends a user back to awaiting approval (a doctor whose new CRM the council did not confirm as theirs). */
export async function withdrawApproval(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ approved: false, updatedAt: now }).where(eq(users.id, userId));
}

/** The programme's name, for the doctor's notice. */
export async function programName(db: DbOrTx, programId: number): Promise<string> {
  const [row] = await db.select({ name: programs.name }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.name ?? '';
}

/** The doctor's requests still awaiting a decision, with their programme. */
export function openRequestsOf(db: DbOrTx, userId: number) {
  return db.select({ id: procedures.id, code: procedures.code, programId: procedures.programId }).from(procedures)
    .where(and(eq(procedures.createdById, userId), eq(procedures.status, 'OPEN')));
}

/** The active administrators of every programme the doctor belongs to, with the programme's name. */
export function adminsOfDoctorPrograms(db: DbOrTx, doctorUserId: number) {
  const doctorPrograms = db.select({ programId: programUsers.programId }).from(programUsers).where(eq(programUsers.userId, doctorUserId));
  return db.select({ userId: users.id, email: users.email, programId: programs.id, programName: programs.name })
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(and(inArray(programUsers.programId, doctorPrograms), eq(users.type, 'ADMIN'), eq(users.active, true), isNull(users.anonymizedAt)));
}

/** Serialises the daily check's check-then-queue between processes (held to the end of the transaction). */
const SCHEDULE_LOCK_KEY = 7_264_419_055;
export async function lockCheckSchedule(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`);
}

/** Whether a batch of the re-check is already queued. */
export async function checkWaiting(tx: DbOrTx): Promise<boolean> {
  const [row] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.name, 'recheckCouncil'), eq(jobs.status, 'queued'))).limit(1);
  return Boolean(row);
}
