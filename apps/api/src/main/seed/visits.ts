import { eq } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { procedures, users } from '#db/schema/index.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Days since the visit was asked for, hours to its approval, hours to the visit (its conclusion). */
const HISTORY: readonly [days: number, toApproval: number, toConclusion: number][] = [
  [85, 30, 140], [70, 8, 96], [52, 20, 72], [40, 4, 50], [26, 26, 120], [18, 6, 48], [12, 12, 60], [9, 3, 30],
];

/**
 * Demo history for the managers' time-to-therapy panel: technical consultant visits the demo
 * doctor asked for over the last three months, each approved and then concluded (none is still
 * waiting, so the waiting list holds only what users create).
 */
export async function seedVisitHistory(tx: Tx, programId: number, now = new Date()): Promise<void> {
  const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'medico@demo.com.br'));
  if (!doctor) return;
  await tx.insert(procedures).values(HISTORY.map(([days, toApproval, toConclusion]) => {
    const createdAt = new Date(now.getTime() - days * DAY);
    return {
      programId, type: 'SALESFORCE_VISIT' as const, status: 'CONCLUDED' as const, code: newProcedureCode(), createdById: doctor.id,
      createdAt, updatedAt: createdAt,
      approvedAt: new Date(createdAt.getTime() + toApproval * HOUR), concludedAt: new Date(createdAt.getTime() + toConclusion * HOUR),
    };
  }));
}
