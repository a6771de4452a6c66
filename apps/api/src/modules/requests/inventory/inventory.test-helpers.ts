import { and, asc, eq, sql } from 'drizzle-orm';
import type { InventoryType, UserType } from '@portal/domain';
import type { Db } from '#db/client.ts';
import {
  doctors, examGroups, exams, followups, patientProcedures, presentations, products, programUsers, programs, supplies, supplyGroups,
  userGroupUsers, userGroups, users,
} from '#db/schema/index.ts';
import { reconcileLedger } from './reconcile.repository.ts';

/** The query-string form of an inventory, as the read endpoints take it. */
export interface InventoryRef { programId: number; inventoryType: InventoryType; groupId: number; itemId: number }

export const programIdOf = async (db: Db, slug: string): Promise<number> => {
  const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.slug, slug));
  return row!.id;
};

/**
 * One inventory of each type in a programme's demo catalogue. `n` picks the n-th presentation
 * (the seed's grants use the first one; tests that count units from zero take another).
 */
export async function demoInventories(db: Db, programId: number, n = 0): Promise<Record<InventoryType, InventoryRef>> {
  const [presentation] = await db.select({ groupId: products.id, itemId: presentations.id }).from(presentations)
    .innerJoin(products, eq(products.id, presentations.productId)).where(eq(products.programId, programId))
    .orderBy(asc(products.id), asc(presentations.id)).offset(n).limit(1);
  const [exam] = await db.select({ groupId: examGroups.id, itemId: exams.id }).from(exams)
    .innerJoin(examGroups, eq(examGroups.id, exams.examGroupId)).innerJoin(followups, eq(followups.id, examGroups.followupId))
    .where(eq(followups.programId, programId)).orderBy(asc(exams.id)).offset(n).limit(1);
  const [procedure] = await db.select({ groupId: products.id, itemId: patientProcedures.id }).from(patientProcedures)
    .innerJoin(products, eq(products.id, patientProcedures.productId)).where(eq(products.programId, programId))
    .orderBy(asc(patientProcedures.id)).limit(1);
  const [supply] = await db.select({ groupId: supplyGroups.id, itemId: supplies.id }).from(supplies)
    .innerJoin(supplyGroups, eq(supplyGroups.id, supplies.supplyGroupId)).where(eq(supplyGroups.programId, programId))
    .orderBy(asc(supplies.id)).limit(1);
  return {
    FIRST_MEDICINE: { programId, inventoryType: 'FIRST_MEDICINE', ...presentation! },
    CLINICAL_EXAMINATION: { programId, inventoryType: 'CLINICAL_EXAMINATION', ...exam! },
    PATIENT_PROCEDURE: { programId, inventoryType: 'PATIENT_PROCEDURE', ...procedure! },
    SUPPLY: { programId, inventoryType: 'SUPPLY', ...supply! },
  };
}

let sequence = 0;

export interface PeopleOptions {
  programId: number;
  /** Their manager in the programme's hierarchy; null for nobody. */
  managerId: number | null;
  type?: UserType;
  /** Written into names and e-mails so a search finds exactly these users. */
  tag: string;
  /** A hash from the test app, for users who must sign in; others cannot. */
  passwordHash?: string | null;
}

/**
 * Inserts `count` approved users of the programme (doctors with a CRM by default), members of one
 * of its groups answering to `managerId`, in a few statements whatever the count. Ids ascending.
 */
export async function insertPeople(db: Db, count: number, o: PeopleOptions): Promise<number[]> {
  const type = o.type ?? 'DOCTOR';
  const base = ++sequence;
  const stamp = `${Date.now().toString(36)}${base}`;
  const rows = await db.insert(users).values(Array.from({ length: count }, (_, i) => ({
    email: `${o.tag}.${stamp}.${i}@demo.com.br`.toLowerCase(), name: `${o.tag} ${String(i).padStart(5, '0')}`, phone: '11987654321',
    type, approved: true, passwordHash: o.passwordHash ?? null,
  }))).returning({ id: users.id });
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await db.insert(programUsers).values(ids.map((userId) => ({ userId, programId: o.programId })));
  if (type === 'DOCTOR') {
    // From the user id, in a range apart from the bulk seed's (9,000,000 + id), so the two never meet.
    await db.insert(doctors).values(ids.map((userId) => ({ userId, crm: String(7_000_000 + userId), uf: 'SP' })));
  }
  const [group] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.programId, o.programId)).orderBy(asc(userGroups.id)).limit(1);
  await db.insert(userGroupUsers).values(ids.map((userId) => ({ userGroupId: group!.id, userId, managerId: o.managerId })));
  return ids;
}

/** Moves a user under another manager in every group of the programme (or under nobody). */
export async function setManager(db: Db, programId: number, userId: number, managerId: number | null): Promise<void> {
  await db.update(userGroupUsers).set({ managerId })
    .where(and(eq(userGroupUsers.userId, userId), sql`${userGroupUsers.userGroupId} in (select id from ${userGroups} where ${userGroups.programId} = ${programId})`));
}

/** The reconciliation check, failing the test with the differences it lists. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const report = await reconcileLedger(db);
  if (!report.ok) throw new Error(`ledger out of balance: ${JSON.stringify(report.differences, null, 1)}`);
}

export const query = (values: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(Object.entries(values).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString();
