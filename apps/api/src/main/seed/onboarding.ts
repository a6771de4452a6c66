import { and, eq } from 'drizzle-orm';
import type { PermissionType } from '@portal/domain';
import type { Db } from '#db/client.ts';
import { programs, userAddresses, userGroupPermissions, userGroups, users } from '#db/schema/index.ts';

const DEFAULT_GROUP = 'Médicos - novos cadastros';
const SPECIALTIES = ['Cardiologia', 'Dermatologia', 'Endocrinologia', 'Oncologia', 'Reumatologia'];

/** Groups new doctors join at signup (default and specialty groups) and the demo doctor's address. Idempotent. */
export async function seedOnboarding(db: Db): Promise<void> {
  const programRows = await db.select({ id: programs.id, slug: programs.slug }).from(programs);
  for (const program of programRows) {
    if (program.slug !== 'BEMESTAR' && program.slug !== 'ABRACARAVIDA') continue;
    const existing = await db.select({ id: userGroups.id }).from(userGroups)
      .where(and(eq(userGroups.programId, program.id), eq(userGroups.name, DEFAULT_GROUP))).limit(1);
    if (existing.length > 0) continue;
    const types: (PermissionType | null)[] = program.slug === 'BEMESTAR' ? [null] : ['FIRST_MEDICINE', 'CONTENTS', 'EDIT_USER'];
    await db.transaction(async (tx) => {
      const [group] = await tx.insert(userGroups).values({ programId: program.id, name: DEFAULT_GROUP, defaultForNewUsers: true, defaultUserTypes: ['DOCTOR'] }).returning();
      await tx.insert(userGroupPermissions).values(types.map((type) => ({ userGroupId: group!.id, type })));
      if (program.slug === 'BEMESTAR') {
        await tx.insert(userGroups).values(SPECIALTIES.map((name) => ({ programId: program.id, name, specialty: true })));
      }
    });
  }
  const [doctor] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'medico@demo.com.br')).limit(1);
  if (doctor) {
    await db.insert(userAddresses).values({
      userId: doctor.id, cep: '01310100', placeDescription: 'Avenida Paulista', number: '1000', complement: 'Conjunto 101',
      neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
    }).onConflictDoNothing();
  }
}
