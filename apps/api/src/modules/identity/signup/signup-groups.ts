import type { DbOrTx } from '#db/client.ts';
import { readTogether } from '#platform/lib/read-together.ts';
import * as repo from './signup.repository.ts';

/**
 * The user groups a new doctor of a programme joins: the programme's default groups for doctors and
 * the specialties they chose. A doctor the programme already knew from a spreadsheet import stays
 * with whoever imported them: the importer becomes their manager in every group (so the importer,
 * and those above the importer, keep seeing the doctor and the doctor's requests, a visit asked for
 * at signup included), and the specialty the spreadsheet named is kept.
 */
export async function joinSignupGroups(
  tx: DbOrTx,
  joining: { userId: number; programId: number; crm: string; uf: string; specialtyIds: readonly number[] },
): Promise<{ managerId: number | null }> {
  const [defaults, imported] = await readTogether(tx, [
    () => repo.defaultGroups(tx, joining.programId),
    () => repo.registryEntry(tx, joining.programId, joining.crm, joining.uf),
  ]);
  const groupIds = new Set([...defaults.map((g) => g.id), ...joining.specialtyIds]);
  if (imported?.specialtyGroupId) groupIds.add(imported.specialtyGroupId);
  const managerId = imported?.importedById ?? null;
  await repo.addToGroups(tx, joining.userId, [...groupIds], managerId);
  return { managerId };
}
