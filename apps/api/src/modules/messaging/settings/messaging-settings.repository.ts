import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { programMessagingSettings, programs } from '#db/schema/index.ts';

export type MessagingSettingsRow = typeof programMessagingSettings.$inferSelect;
export type MessagingSettingsValuesRow = Omit<typeof programMessagingSettings.$inferInsert, 'updatedAt'> & { updatedAt: Date };

/** The programme's stored settings; undefined while it uses the environment's defaults only. */
export async function findSettings(db: DbOrTx, programId: number): Promise<MessagingSettingsRow | undefined> {
  const [row] = await db.select().from(programMessagingSettings).where(eq(programMessagingSettings.programId, programId)).limit(1);
  return row;
}

export async function programExists(db: DbOrTx, programId: number): Promise<boolean> {
  const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row !== undefined;
}

/** Writes the programme's one row: inserted the first time, replaced after. */
export async function saveSettings(db: DbOrTx, values: MessagingSettingsValuesRow): Promise<void> {
  const { programId: _programId, ...set } = values;
  await db.insert(programMessagingSettings).values(values).onConflictDoUpdate({ target: programMessagingSettings.programId, set });
}
