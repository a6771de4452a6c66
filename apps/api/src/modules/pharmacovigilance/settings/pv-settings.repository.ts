import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { programs, pvSettings } from '#db/schema/index.ts';

export type PvSettingsRow = typeof pvSettings.$inferSelect;

export async function findSettings(db: DbOrTx, programId: number): Promise<PvSettingsRow | undefined> {
  const [row] = await db.select().from(pvSettings).where(eq(pvSettings.programId, programId)).limit(1);
  return row;
}

export async function programExists(db: DbOrTx, programId: number): Promise<boolean> {
  const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row !== undefined;
}

export async function saveSettings(db: DbOrTx, values: typeof pvSettings.$inferInsert): Promise<void> {
  const { programId: _programId, ...set } = values;
  await db.insert(pvSettings).values(values).onConflictDoUpdate({ target: pvSettings.programId, set });
}
