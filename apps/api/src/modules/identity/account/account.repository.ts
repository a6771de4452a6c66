import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { doctors, users } from '#db/schema/index.ts';

export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db.select({
    id: users.id, name: users.name, email: users.email, phone: users.phone, type: users.type, passwordHash: users.passwordHash,
    doctorId: doctors.id, crm: doctors.crm, uf: doctors.uf, cpf: doctors.cpf, birthDate: doctors.birthDate,
    workInstitutions: doctors.workInstitutions,
  }).from(users).leftJoin(doctors, eq(doctors.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row;
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function emailUsedByOther(db: DbOrTx, email: string, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${userId}`)).limit(1);
  return rows.length > 0;
}

export async function crmUsedByOther(db: DbOrTx, crm: string, uf: string, doctorId: number): Promise<boolean> {
  const rows = await db.select({ id: doctors.id }).from(doctors)
    .where(and(eq(doctors.crm, crm), eq(doctors.uf, uf), sql`${doctors.id} <> ${doctorId}`)).limit(1);
  return rows.length > 0;
}

export async function updateUser(db: DbOrTx, userId: number, set: Partial<typeof users.$inferInsert>) {
  await db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updateDoctor(db: DbOrTx, doctorId: number, set: Partial<typeof doctors.$inferInsert>) {
  await db.update(doctors).set(set).where(eq(doctors.id, doctorId));
}

export async function findDoctor(db: DbOrTx, doctorId: number) {
  const [row] = await db.select({ id: doctors.id, userId: doctors.userId, workInstitutions: doctors.workInstitutions })
    .from(doctors).where(eq(doctors.id, doctorId)).limit(1);
  return row;
}
