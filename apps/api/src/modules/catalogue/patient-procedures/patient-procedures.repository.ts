import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { patientProcedures, products } from '#db/schema/index.ts';
import { countAll, paged, searchAny } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';
import { anyExists, permissionRefers, stockRefers } from '#platform/lib/in-use.ts';

const columns = {
  id: patientProcedures.id, name: patientProcedures.name, productId: patientProcedures.productId,
  productName: products.name, programId: products.programId,
};

type Row = { id: number; name: string; productId: number; productName: string; programId: number };
const toRow = ({ productName, programId: _programId, ...row }: Row) => ({ ...row, product: { id: row.productId, name: productName } });

/** A patient procedure reaches its programme through its product. */
const joined = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(patientProcedures).innerJoin(products, eq(products.id, patientProcedures.productId)).where(where);

export async function findPatientProcedure(db: DbOrTx, within: Within, id: number) {
  const [row] = await joined(db, and(eq(patientProcedures.id, id), inProgram(products.programId, within)));
  return row && toRow(row);
}

export async function pagePatientProcedures(
  db: DbOrTx, programId: ScopedProgramId, q: { filter?: string | undefined; skip: number; take: number; productId?: number | undefined },
) {
  const where = and(
    eq(products.programId, programId),
    q.productId === undefined ? undefined : eq(products.id, q.productId),
    searchAny(q.filter, [patientProcedures.name, products.name]),
  );
  const page = await paged(
    joined(db, where).orderBy(asc(products.name), asc(patientProcedures.name), asc(patientProcedures.id)).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(patientProcedures).innerJoin(products, eq(products.id, patientProcedures.productId)).where(where),
  );
  return { data: page.data.map(toRow), total: page.total };
}

/** The programme of a product, if within the scope. */
export async function productProgram(db: DbOrTx, within: Within, productId: number) {
  const [row] = await db.select({ programId: products.programId }).from(products)
    .where(and(eq(products.id, productId), inProgram(products.programId, within)));
  return row?.programId;
}

export type PatientProcedureValues = { productId: number; name: string };

export async function insertPatientProcedure(db: DbOrTx, values: PatientProcedureValues) {
  const [row] = await db.insert(patientProcedures).values(values).returning({ id: patientProcedures.id });
  return row!.id;
}

/** For writes, which join nothing: procedure `id`, if its product lies within the programme(s). */
function scoped(db: DbOrTx, within: Within, id: number) {
  const program = inProgram(products.programId, within);
  return and(eq(patientProcedures.id, id), program && inArray(patientProcedures.productId, db.select({ id: products.id }).from(products).where(program)));
}

export const updatePatientProcedure = (db: DbOrTx, within: Within, id: number, values: PatientProcedureValues) =>
  db.update(patientProcedures).set({ ...values, updatedAt: new Date() }).where(scoped(db, within, id));

export const deletePatientProcedure = (db: DbOrTx, within: Within, id: number) => db.delete(patientProcedures).where(scoped(db, within, id));

/**
 * Whether anything still names the patient procedure (a PATIENT_PROCEDURE permission; requests
 * through their foreign keys). The one place that decides whether it may be removed.
 */
export async function isPatientProcedureInUse(db: DbOrTx, id: number): Promise<boolean> {
  return anyExists(
    db,
    permissionRefers('PATIENT_PROCEDURE', 'item', id),
    stockRefers('PATIENT_PROCEDURE', 'item', id),
  );
}
