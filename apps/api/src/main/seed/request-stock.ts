import { eq } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { inventoryBalances, inventoryMovements, users } from '#db/schema/index.ts';
import { findAssistedApplication, findHomeKit } from './demo-items.ts';

const REASON = 'Carga inicial de demonstração';

/**
 * The demo doctor's stock for the patient-procedure and supply requests: units of "Aplicação
 * assistida" (PATIENT_PROCEDURE, group = product) and of "Kit de aplicação domiciliar" (SUPPLY,
 * group = supply group), granted from the programme's holder as ledger movements with their balances.
 */
export async function seedRequestStock(tx: Tx, programId: number): Promise<void> {
  const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'medico@demo.com.br'));
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com.br'));
  const procedure = await findAssistedApplication(tx, programId);
  const kit = await findHomeKit(tx, programId);
  if (!doctor || !admin || !procedure || !kit) return;
  const grants = [
    { inventoryType: 'PATIENT_PROCEDURE' as const, ...procedure, amount: 5 },
    { inventoryType: 'SUPPLY' as const, ...kit, amount: 10 },
  ];
  for (const { amount, ...item } of grants) {
    await tx.insert(inventoryMovements).values({
      ...item, programId, createdById: admin.id, fromUserId: null, toUserId: doctor.id, amount, distributionType: 'ADD_UNITS', reason: REASON,
    });
    await tx.insert(inventoryBalances).values({ ...item, programId, userId: doctor.id, amount });
  }
}
