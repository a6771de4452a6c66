import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { examGroups, exams, followups, presentations, products, users } from '../schema/index.ts';
import type { ScopedProgramId } from '../../context/scope.ts';
import { lockBalances, postMovements, type LedgerKey, type Movement } from '../../modules/inventory/index.ts';

const REASON = 'Carga inicial de demonstração';

/** Who gives what to whom in each demo programme, down the demo hierarchy (null: the programme's holder). */
const GRANTS: { from: string | null; to: string; voucher: number; exam: number }[] = [
  { from: null, to: 'distrital@demo.com.br', voucher: 100, exam: 40 },
  { from: 'distrital@demo.com.br', to: 'representante@demo.com.br', voucher: 20, exam: 10 },
  { from: 'representante@demo.com.br', to: 'medico@demo.com.br', voucher: 5, exam: 2 },
];

/**
 * Demo stock through the ledger, so a new user sees balances and their history: the administrator
 * grants the district manager vouchers of the programme's first presentation and of its first
 * exam from the programme's holder, and they pass some down to the representative and the doctor.
 */
export async function seedInventory(tx: Tx, programId: number): Promise<void> {
  const people = await tx.select({ id: users.id, email: users.email }).from(users)
    .where(inArray(users.email, ['admin@demo.com.br', ...GRANTS.map((g) => g.to)]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const [presentation] = await tx.select({ groupId: products.id, itemId: presentations.id }).from(presentations)
    .innerJoin(products, eq(products.id, presentations.productId))
    .where(eq(products.programId, programId)).orderBy(asc(products.id), asc(presentations.id)).limit(1);
  const [exam] = await tx.select({ groupId: examGroups.id, itemId: exams.id }).from(exams)
    .innerJoin(examGroups, eq(examGroups.id, exams.examGroupId)).innerJoin(followups, eq(followups.id, examGroups.followupId))
    .where(eq(followups.programId, programId)).orderBy(asc(examGroups.id), asc(exams.id)).limit(1);
  const admin = idOf.get('admin@demo.com.br');
  if (!admin) return;

  const inventories: { key: LedgerKey; units: 'voucher' | 'exam' }[] = [];
  const program = programId as ScopedProgramId;
  if (presentation) inventories.push({ key: { programId: program, inventoryType: 'FIRST_MEDICINE', ...presentation }, units: 'voucher' });
  if (exam) inventories.push({ key: { programId: program, inventoryType: 'CLINICAL_EXAMINATION', ...exam }, units: 'exam' });
  for (const { key, units } of inventories) {
    for (const grant of GRANTS) {
      const from = grant.from === null ? null : idOf.get(grant.from) ?? null;
      const to = idOf.get(grant.to)!;
      const movement: Movement = { fromUserId: from, toUserId: to, amount: grant[units] };
      const held = await lockBalances(tx, key, from === null ? [to] : [from, to]);
      await postMovements(tx, key, { createdById: from ?? admin, distributionType: 'ADD_UNITS', reason: REASON, procedureId: null }, [movement], held);
    }
  }
}
