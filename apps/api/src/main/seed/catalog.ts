import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { followups, programs, travelGroups, treatmentLocations } from '#db/schema/index.ts';

const LOCATION_NAME = 'Centro de Tratamento Oncológico do Rio';

/**
 * A second treatment location per demo programme, so the locations screen and the travel request
 * have a choice. Idempotent. (Products stay as demo.ts seeds them: other journeys count on them.)
 */
export async function seedCatalog(db: Db): Promise<void> {
  const rows = await db.select({ id: programs.id }).from(programs).where(inArray(programs.slug, ['BEMESTAR', 'ABRACARAVIDA']));
  for (const { id: programId } of rows) {
    await db.transaction(async (tx) => {
      const [group] = await tx.select({ id: travelGroups.id }).from(travelGroups)
        .innerJoin(followups, eq(followups.id, travelGroups.followupId)).where(eq(followups.programId, programId)).limit(1);
      if (!group) return;
      const existing = await tx.select({ id: treatmentLocations.id }).from(treatmentLocations)
        .where(and(eq(treatmentLocations.travelGroupId, group.id), eq(treatmentLocations.name, LOCATION_NAME)));
      if (existing.length === 0) {
        await tx.insert(treatmentLocations).values({
          travelGroupId: group.id, name: LOCATION_NAME, cep: '20230-130', placeDescription: 'Praça Cruz Vermelha',
          number: '23', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ',
        });
      }
    });
  }
}
