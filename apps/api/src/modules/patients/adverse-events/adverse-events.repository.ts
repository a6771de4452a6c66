import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { queryRows } from '#db/client.ts';
import { adverseEvents, patients, procedures, products, programs, users } from '#db/schema/index.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';

/** The products of a programme, by name: what a report may name as suspected. */
export const listProducts = (db: Db, programId: ScopedProgramId) =>
  db.select({ id: products.id, name: products.name }).from(products)
    .where(eq(products.programId, programId)).orderBy(asc(products.name), asc(products.id));

export async function findProduct(db: DbOrTx, productId: number, programId: ScopedProgramId) {
  const [row] = await db.select({ id: products.id, name: products.name }).from(products)
    .where(and(eq(products.id, productId), eq(products.programId, programId))).limit(1);
  return row;
}

/** The programme's name and pharmacovigilance address (null when it names none). */
export async function findProgram(db: DbOrTx, programId: ScopedProgramId) {
  const [row] = await db.select({ name: programs.name, pharmacovigilanceEmail: programs.pharmacovigilanceEmail })
    .from(programs).where(eq(programs.id, programId)).limit(1);
  return row;
}

/** The procedure of a public code with its patient's name, or undefined for an unknown code. */
export async function findProcedureByCode(db: Db, code: string) {
  const [row] = await db.select({ id: procedures.id, programId: procedures.programId, patientName: patients.name })
    .from(procedures).leftJoin(patients, eq(patients.id, procedures.patientId))
    .where(eq(procedures.code, code)).limit(1);
  return row;
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The next protocol number of the running sequence. */
export async function nextProtocolNumber(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select nextval('adverse_event_protocol_seq') as n`);
  return Number(row!.n);
}

export async function insertReport(db: DbOrTx, values: typeof adverseEvents.$inferInsert) {
  await db.insert(adverseEvents).values(values);
}
