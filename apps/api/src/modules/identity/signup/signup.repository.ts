import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import {
  doctors, procedures, programDoctors, programUsers, programs, usagePolicies, userGroupUsers, userGroups, users,
} from '#db/schema/index.ts';
import { policyColumns } from '../usage-policies/index.ts';

export async function findProgram(db: DbOrTx, programId: number) {
  const [row] = await db.select({
    id: programs.id, name: programs.name, modules: programs.modules,
    allowSpecialtyDuringSignup: programs.allowSpecialtyDuringSignup,
    requireSpecialtyDuringSignup: programs.requireSpecialtyDuringSignup,
    requireCpfDuringSignup: programs.requireCpfDuringSignup,
    requireWorkInstitutionsDuringSignup: programs.requireWorkInstitutionsDuringSignup,
  }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row;
}

export function specialtyGroups(db: DbOrTx, programId: number) {
  return db.select({ id: userGroups.id, name: userGroups.name }).from(userGroups)
    .where(and(eq(userGroups.programId, programId), eq(userGroups.specialty, true))).orderBy(userGroups.name);
}

export function defaultGroups(db: DbOrTx, programId: number) {
  return db.select({ id: userGroups.id }).from(userGroups)
    .where(and(eq(userGroups.programId, programId), eq(userGroups.defaultForNewUsers, true), sql`'DOCTOR' = any(${userGroups.defaultUserTypes})`));
}

/** Active policies of a programme for a user type (policies without a type apply to everyone). */
export function programPolicies(db: DbOrTx, programId: number, userType: string) {
  return db.select(policyColumns).from(usagePolicies)
    .where(and(
      eq(usagePolicies.programId, programId), eq(usagePolicies.active, true),
      or(isNull(usagePolicies.userType), eq(usagePolicies.userType, userType)),
    )).orderBy(usagePolicies.id);
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return rows.length > 0;
}

export async function cpfTaken(db: DbOrTx, cpf: string, exceptDoctorId?: number): Promise<boolean> {
  const rows = await db.select({ id: doctors.id }).from(doctors)
    .where(and(eq(doctors.cpf, cpf), exceptDoctorId === undefined ? undefined : sql`${doctors.id} <> ${exceptDoctorId}`)).limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, approved: users.approved });
  return row!;
}

export async function insertDoctor(db: DbOrTx, values: typeof doctors.$inferInsert) {
  const [row] = await db.insert(doctors).values(values).returning({ id: doctors.id });
  return row!;
}

/** Fills the doctor fields a joining user did not have yet (CPF and birth date are never overwritten). */
export async function completeDoctor(db: DbOrTx, doctorId: number, values: { cpf?: string | null; birthDate?: string | null; workInstitutions?: string | null }) {
  const set: Partial<typeof doctors.$inferInsert> = {};
  if (values.cpf) set.cpf = sql`coalesce(${doctors.cpf}, ${values.cpf})` as unknown as string;
  if (values.birthDate) set.birthDate = sql`coalesce(${doctors.birthDate}, ${values.birthDate}::date)` as unknown as string;
  if (values.workInstitutions) set.workInstitutions = values.workInstitutions;
  if (Object.keys(set).length > 0) await db.update(doctors).set(set).where(eq(doctors.id, doctorId));
}

export async function addMembership(db: DbOrTx, userId: number, programId: number) {
  await db.insert(programUsers).values({ userId, programId }).onConflictDoNothing();
}

/** Puts the user in the groups; `managerId` links them to whoever answers for them (the hierarchy). */
export async function addToGroups(db: DbOrTx, userId: number, groupIds: number[], managerId: number | null = null) {
  if (groupIds.length === 0) return;
  await db.insert(userGroupUsers).values(groupIds.map((userGroupId) => ({ userGroupId, userId, managerId }))).onConflictDoNothing();
}

/** The programme's registry row of a CRM (a spreadsheet import): who imported it and the specialty it named. */
export async function registryEntry(db: DbOrTx, programId: number, crm: string, uf: string) {
  const [row] = await db.select({ importedById: programDoctors.importedById, specialtyGroupId: programDoctors.specialtyGroupId })
    .from(programDoctors)
    .where(and(eq(programDoctors.programId, programId), eq(programDoctors.crm, crm), eq(programDoctors.uf, uf))).limit(1);
  return row;
}

/**
 * A technical consultant visit asked for at signup: a SALESFORCE_VISIT request of the doctor, OPEN,
 * listed at /procedures/visits for the staff who see the doctor.
 */
export async function insertVisitRequest(db: DbOrTx, values: { userId: number; programId: number; code: string; now: Date }) {
  const [row] = await db.insert(procedures).values({
    programId: values.programId, type: 'SALESFORCE_VISIT', status: 'OPEN', code: values.code,
    createdById: values.userId, createdAt: values.now, updatedAt: values.now,
  }).returning({ id: procedures.id, code: procedures.code });
  return row!;
}

