import { asc, eq, inArray } from 'drizzle-orm';
import type { InventoryType } from '@portal/domain';
import type { Tx } from '#db/client.ts';
import { examGroups, exams, followups, inventoryBalances, inventoryMovements, presentations, products, users } from '#db/schema/index.ts';

const REASON = 'Carga inicial de demonstração';

/** Who gives what to whom in each demo programme, down the demo hierarchy (null: the programme's holder). */
const GRANTS: { from: string | null; to: string; voucher: number; exam: number }[] = [
  { from: null, to: 'distrital@demo.com.br', voucher: 100, exam: 40 },
  { from: 'distrital@demo.com.br', to: 'representante@demo.com.br', voucher: 20, exam: 10 },
  { from: 'representante@demo.com.br', to: 'medico@demo.com.br', voucher: 5, exam: 2 },
];

/**
 * Demo stock on the ledger, so a new user sees balances and their history: the administrator
 * grants the district manager vouchers of the programme's first presentation and of its first
 * exam from the programme's holder, and they pass some down to the representative and the
 * doctor. Each grant is a movement, and the balance rows are their sums (the reconciliation
 * check holds from the first start).
 */
export async function seedInventory(tx: Tx, programId: number): Promise<void> {
  const people = await tx.select({ id: users.id, email: users.email }).from(users)
    .where(inArray(users.email, ['admin@demo.com.br', ...GRANTS.map((g) => g.to)]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const admin = idOf.get('admin@demo.com.br');
  const [presentation] = await tx.select({ groupId: products.id, itemId: presentations.id }).from(presentations)
    .innerJoin(products, eq(products.id, presentations.productId))
    .where(eq(products.programId, programId)).orderBy(asc(products.id), asc(presentations.id)).limit(1);
  const [exam] = await tx.select({ groupId: examGroups.id, itemId: exams.id }).from(exams)
    .innerJoin(examGroups, eq(examGroups.id, exams.examGroupId)).innerJoin(followups, eq(followups.id, examGroups.followupId))
    .where(eq(followups.programId, programId)).orderBy(asc(examGroups.id), asc(exams.id)).limit(1);
  if (admin === undefined || !presentation || !exam) return;

  const inventories: { inventoryType: InventoryType; groupId: number; itemId: number; units: 'voucher' | 'exam' }[] = [
    { inventoryType: 'FIRST_MEDICINE', ...presentation, units: 'voucher' },
    { inventoryType: 'CLINICAL_EXAMINATION', ...exam, units: 'exam' },
  ];
  for (const { units, ...item } of inventories) {
    const balance = new Map<number, number>();
    for (const grant of GRANTS) {
      const from = grant.from === null ? null : idOf.get(grant.from)!;
      const to = idOf.get(grant.to)!;
      const amount = grant[units];
      await tx.insert(inventoryMovements).values({
        ...item, programId, createdById: from ?? admin, fromUserId: from, toUserId: to, amount, distributionType: 'ADD_UNITS', reason: REASON,
      });
      if (from !== null) balance.set(from, (balance.get(from) ?? 0) - amount);
      balance.set(to, (balance.get(to) ?? 0) + amount);
    }
    await tx.insert(inventoryBalances).values([...balance].map(([userId, amount]) => ({ ...item, programId, userId, amount })));
  }
}
