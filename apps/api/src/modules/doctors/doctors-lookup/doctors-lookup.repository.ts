import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { doctors, programUsers, users } from '#db/schema/index.ts';

export interface DoctorAccount {
  doctorId: number;
  userId: number;
  crm: string;
  uf: string;
  cpf: string | null;
  birthDate: string | null;
  workInstitutions: string | null;
  name: string;
  email: string;
  phone: string | null;
  approved: boolean;
}

/** The (not anonymised) account of a CRM/UF, if any. */
export async function findDoctorByCrm(db: DbOrTx, crm: string, uf: string): Promise<DoctorAccount | undefined> {
  const [row] = await db.select({
    doctorId: doctors.id, userId: users.id, crm: doctors.crm, uf: doctors.uf, cpf: doctors.cpf, birthDate: doctors.birthDate,
    workInstitutions: doctors.workInstitutions, name: users.name, email: users.email, phone: users.phone, approved: users.approved,
  }).from(doctors).innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.crm, crm), eq(doctors.uf, uf), isNull(users.anonymizedAt))).limit(1);
  return row;
}

export async function isProgramMember(db: DbOrTx, userId: number, programId: number): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(programUsers)
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId))).limit(1);
  return rows.length > 0;
}
