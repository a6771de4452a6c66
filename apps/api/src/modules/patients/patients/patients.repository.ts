import { and, eq, sql } from 'drizzle-orm';
import type { Gender } from '@portal/domain';
import type { DoctorPatients } from '#platform/context/patient-scope.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { patients } from '#db/schema/index.ts';
import { doctorReadsPatient } from '#platform/lib/patient-relationship.ts';

/**
 * The calling doctor's patient by CPF (the request forms' pre-fill), when they read the record on
 * file (`doctorReadsPatient`); undefined for anyone else's, as for an unknown CPF.
 */
export async function findPatientOfDoctor(db: DbOrTx, doctor: DoctorPatients, cpf: string) {
  const [row] = await db.select({
    id: patients.id, name: patients.name, birthDate: patients.birthDate, phone: patients.phone, email: patients.email, gender: patients.gender,
  }).from(patients).where(and(eq(patients.programId, doctor.programId), eq(patients.cpf, cpf), doctorReadsPatient(sql`${doctor.doctorId}::integer`, sql`${patients.id}`)));
  return row;
}

/**
 * Whether the caller may be told what the record of a CPF implies (decision 0063): staff, a CPF not
 * on file, or a doctor who reads the record (decision 0041).
 */
export async function callerReadsCpf(db: DbOrTx, doctor: DoctorPatients | null, programId: ScopedProgramId, cpf: string): Promise<boolean> {
  if (!doctor) return true;
  const [row] = await db.select({ reads: sql<boolean>`${doctorReadsPatient(sql`${doctor.doctorId}::integer`, sql`${patients.id}`)}` })
    .from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, cpf)));
  return row ? row.reads : true;
}

/**
 * The birth date the age rule checks: the record's where the caller reads it (or is staff), else
 * the typed one, as for an unknown CPF (decision 0063: another doctor's record decides no answer).
 */
export async function birthDateForAgeRule(db: DbOrTx, doctor: DoctorPatients | null, programId: ScopedProgramId, cpf: string, typed: string | undefined) {
  const onRecord = doctor ? (await findPatientOfDoctor(db, doctor, cpf))?.birthDate : (await onFile(db, programId, cpf))?.birthDate;
  return onRecord ?? typed;
}

/**
 * What is on file for a CPF, whoever's patient it is, for the request's own rules and messages
 * only — the age check, and the phone a code goes to — never answered to the caller. The record's
 * values win over typed ones, as the record is what the request keeps.
 */
async function onFile(db: DbOrTx, programId: ScopedProgramId, cpf: string) {
  const [row] = await db.select({ birthDate: patients.birthDate, phone: patients.phone }).from(patients)
    .where(and(eq(patients.programId, programId), eq(patients.cpf, cpf)));
  return row;
}

/** The phone on file for a CPF (the agreement code goes there, never to a number typed for a patient on file). */
export const phoneOnFile = async (db: DbOrTx, programId: ScopedProgramId, cpf: string): Promise<string | null> =>
  (await onFile(db, programId, cpf))?.phone ?? null;

export interface PatientValues {
  cpf: string;
  /** Null when only the CPF is known (a first medicine for a patient the service holds). */
  name: string | null;
  birthDate?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  gender?: Gender | undefined;
  details: Record<string, string | boolean>;
}

/** The patient a request or invitation names, and what is on file for messages to them (never answered). */
export interface RegisteredPatient {
  id: number;
  /** False when the CPF was already on file: nothing the doctor typed was stored. */
  created: boolean;
  name: string | null;
  phone: string | null;
  /**
   * The calling doctor reads the record (decision 0041): a new CPF, or a record that came from them
   * or was confirmed at their link. Where they do not, every answer about the patient must be the
   * one an unknown CPF gets (decision 0063): a rule may count only what the caller did themselves.
   */
  reads: boolean;
}

/**
 * The patient of a doctor's request or invitation, stored once per programme and CPF. A new CPF
 * is stored as typed; a CPF on file keeps its record untouched — only the patient's own
 * confirmation at `/p/{code}` changes it — so a request never overwrites another doctor's patient.
 * The row stays locked until the caller's transaction ends, so two requests for one patient run
 * one after the other; the request the caller then inserts is the doctor's relationship.
 */
export async function registerPatient(db: DbOrTx, doctor: DoctorPatients, values: PatientValues): Promise<RegisteredPatient> {
  const [row] = await db.insert(patients).values({
    programId: doctor.programId, cpf: values.cpf, name: values.name, birthDate: values.birthDate ?? null, phone: values.phone ?? null,
    email: values.email ?? null, gender: values.gender ?? null, details: values.details,
  }).onConflictDoUpdate({
    target: [patients.programId, patients.cpf],
    // A no-op update: it takes the row lock and returns the row, changing nothing.
    set: { cpf: sql`${patients.cpf}` },
  }).returning({
    id: patients.id, created: sql<boolean>`(xmax = 0)`, name: patients.name, phone: patients.phone,
    // Evaluated on the rows as they were before this statement: a new CPF has no procedure yet.
    reads: sql<boolean>`((xmax = 0) or ${doctorReadsPatient(sql`${doctor.doctorId}::integer`, sql`${patients.id}`)})`,
  });
  return row!;
}
