import { and, eq, sql } from 'drizzle-orm';
import type { Gender } from '@portal/domain';
import type { ScopedProgramId } from '../../context/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { patients } from '../../db/schema/index.ts';

/** A programme's stored patient by CPF. */
export async function findPatientByCpf(db: DbOrTx, programId: ScopedProgramId, cpf: string) {
  const [row] = await db.select({
    id: patients.id, name: patients.name, birthDate: patients.birthDate, phone: patients.phone, email: patients.email, gender: patients.gender,
  }).from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, cpf)));
  return row;
}

export interface PatientValues {
  cpf: string;
  name: string;
  birthDate?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  gender?: Gender | undefined;
  details: Record<string, string | boolean>;
}

/**
 * Stores the patient once per programme and CPF: a later request updates what it sends and keeps
 * what it leaves out. The row stays locked until the caller's transaction ends, so two requests
 * for one patient run one after the other.
 */
export async function upsertPatient(db: DbOrTx, programId: ScopedProgramId, values: PatientValues): Promise<number> {
  const [row] = await db.insert(patients).values({
    programId, cpf: values.cpf, name: values.name, birthDate: values.birthDate ?? null, phone: values.phone ?? null,
    email: values.email ?? null, gender: values.gender ?? null, details: values.details,
  }).onConflictDoUpdate({
    target: [patients.programId, patients.cpf],
    set: {
      name: sql`excluded.name`,
      birthDate: sql`coalesce(excluded.birth_date, ${patients.birthDate})`,
      phone: sql`coalesce(excluded.phone, ${patients.phone})`,
      email: sql`coalesce(excluded.email, ${patients.email})`,
      gender: sql`coalesce(excluded.gender, ${patients.gender})`,
      details: sql`${patients.details} || excluded.details`,
      updatedAt: sql`now()`,
    },
  }).returning({ id: patients.id });
  return row!.id;
}
