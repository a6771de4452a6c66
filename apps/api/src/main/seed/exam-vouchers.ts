import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { examGroups, exams, followups, inventoryBalances, inventoryMovements, programs, users } from '#db/schema/index.ts';

const REASON = 'Carga inicial de demonstração';
const DOCTOR = 'medico@demo.com.br';
const ADMIN = 'admin@demo.com.br';

/**
 * Exam vouchers the demo doctor of BEMESTAR holds beyond inventory.ts's (which gives 2 of the first
 * exam, "Sequenciamento BRCA1/BRCA2"), so an exam request spends more than one: group → units per exam.
 */
const GRANTS: Record<string, number> = {
  'Painel genético': 3,
  // Sample withdrawal by CORREIOS or a logistics company.
  'Hemograma e bioquímica': 3,
};
const PROGRAM_SLUG = 'BEMESTAR';

/**
 * The demo doctor's exam vouchers for the other exams of a few groups, granted by the programme's
 * holder as ledger movements with their balance rows (the reconciliation check holds).
 */
export async function seedExamVouchers(tx: Tx, programId: number): Promise<void> {
  const [program] = await tx.select({ slug: programs.slug }).from(programs).where(eq(programs.id, programId));
  if (program?.slug !== PROGRAM_SLUG) return;
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [DOCTOR, ADMIN]));
  const doctorId = people.find((p) => p.email === DOCTOR)?.id;
  const adminId = people.find((p) => p.email === ADMIN)?.id;
  if (doctorId === undefined || adminId === undefined) return;
  const rows = await tx.select({ groupId: examGroups.id, group: examGroups.name, itemId: exams.id }).from(exams)
    .innerJoin(examGroups, eq(examGroups.id, exams.examGroupId)).innerJoin(followups, eq(followups.id, examGroups.followupId))
    .where(and(eq(followups.programId, programId), inArray(examGroups.name, Object.keys(GRANTS))));
  const [first] = await tx.select({ itemId: inventoryBalances.itemId }).from(inventoryBalances).where(and(
    eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, doctorId), eq(inventoryBalances.inventoryType, 'CLINICAL_EXAMINATION'),
  ));
  for (const { groupId, group, itemId } of rows.filter((r) => r.itemId !== first?.itemId)) {
    const amount = GRANTS[group]!;
    const item = { programId, inventoryType: 'CLINICAL_EXAMINATION' as const, groupId, itemId };
    await tx.insert(inventoryMovements).values({
      ...item, createdById: adminId, fromUserId: null, toUserId: doctorId, amount, distributionType: 'ADD_UNITS', reason: REASON,
    });
    await tx.insert(inventoryBalances).values({ ...item, userId: doctorId, amount }).onConflictDoUpdate({
      target: [inventoryBalances.programId, inventoryBalances.userId, inventoryBalances.inventoryType, inventoryBalances.groupId, inventoryBalances.itemId],
      set: { amount: sql`${inventoryBalances.amount} + ${amount}` },
    });
  }
}
