import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { doctors, programDoctors, programUsers, userGroups, userGroupUsers, users } from '#db/schema/index.ts';
import { SIMULATOR_ANSWERS } from '#integrations/cfm/index.ts';

/**
 * The doctors register of a demo programme: CRMs the district manager and the representative
 * imported (unregistered until those doctors sign up), and a doctor awaiting approval under the
 * representative, so the district manager has someone to approve. Runs inside the demo seed.
 */
const REGISTRY = [
  { crm: '345678', uf: 'SP', name: 'Dra. Beatriz Nogueira Campos', phone: '11976543210', email: 'beatriz.campos@exemplo.com.br', cpf: '39053344705', by: 'distrital@demo.com.br' },
  { crm: '456789', uf: 'MG', name: 'Dr. Henrique Tavares Lopes', phone: '31976543211', email: 'henrique.lopes@exemplo.com.br', cpf: '52998224725', by: 'distrital@demo.com.br' },
  { crm: '567890', uf: 'RJ', name: 'Dra. Juliana Prado Reis', phone: '21976543212', email: 'juliana.reis@exemplo.com.br', cpf: '11144477735', by: 'representante@demo.com.br' },
];

export const DEMO_PENDING_FIELD_DOCTOR = {
  email: 'precadastro@demo.com.br', name: 'Dr. Caio Pré-cadastro Moreira', phone: '11976543213', crm: '246810', uf: 'SP',
};

/**
 * A demo doctor's registration as the council's simulator answers it, checked at seed time; a CRM
 * it does not list stays unverified (the pending field doctor), as after a signup while it was down.
 */
export function councilSeed(crm: string, uf: string): Partial<typeof doctors.$inferInsert> {
  const answer = SIMULATOR_ANSWERS[`${crm}/${uf}`];
  if (!answer) return {};
  return { councilStatus: answer.status, councilType: answer.type, councilName: answer.name, councilSpecialties: answer.specialties, councilCheckedAt: new Date() };
}

async function idsByEmail(tx: Tx, emails: string[]): Promise<Map<string, number>> {
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The pending field doctor, once (users are global); returns their id. */
async function pendingDoctor(tx: Tx, passwordHash: string): Promise<number> {
  const d = DEMO_PENDING_FIELD_DOCTOR;
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, d.email)).limit(1);
  if (existing) return existing.id;
  const [row] = await tx.insert(users).values({ email: d.email, name: d.name, phone: d.phone, type: 'DOCTOR', approved: false, passwordHash }).returning();
  await tx.insert(doctors).values({ userId: row!.id, crm: d.crm, uf: d.uf });
  return row!.id;
}

export async function seedDoctorsRegister(tx: Tx, programId: number, passwordHash: string): Promise<void> {
  const ids = await idsByEmail(tx, ['distrital@demo.com.br', 'representante@demo.com.br', 'medico@demo.com.br']);
  await tx.insert(programDoctors).values(REGISTRY.map(({ by, ...row }) => ({ ...row, programId, importedById: ids.get(by) ?? null })));

  const pendingId = await pendingDoctor(tx, passwordHash);
  await tx.insert(programUsers).values({ userId: pendingId, programId }).onConflictDoNothing();
  // The same doctors' group as the approved demo doctor, answering to the representative.
  const [group] = await tx.select({ id: userGroups.id }).from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .where(and(eq(userGroups.programId, programId), eq(userGroupUsers.userId, ids.get('medico@demo.com.br') ?? 0)))
    .limit(1);
  if (group) {
    await tx.insert(userGroupUsers).values({ userGroupId: group.id, userId: pendingId, managerId: ids.get('representante@demo.com.br') ?? null });
  }
}
