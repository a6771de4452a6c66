import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  createProcedureSchema, parseModules, userModulesFromPermissions, type CreateProcedureInput,
} from '@portal/domain';
import type { Config } from '#platform/config.ts';
import { createDeps } from '#platform/context/deps.ts';
import { requestContext } from '#platform/context/request-context.ts';
import { reachesType } from '#platform/context/request-types.ts';
import { createProcedure } from '#requests/procedure-requests/index.ts';
import type { Db } from '#db/client.ts';
import { findAssistedApplication, findHomeKit } from './demo-items.ts';
import {
  aidFields, aids, examGroups, exams, followups, institutions, inventoryBalances, inventoryMovements, presentations,
  procedures, products, programs, travelGroups, treatmentLocations, userGroupPermissions, userGroupUsers, userGroups,
  users,
} from '#db/schema/index.ts';

const DOCTOR = 'medico@demo.com.br';
const ADMIN = 'admin@demo.com.br';
const SEED_IP = '127.0.0.1';
const REASON = 'Reposição das solicitações de demonstração';

/** Demo patients (fictitious), one per request type; the CPFs are valid and used nowhere else. */
const PATIENTS = {
  exam: { cpf: '73190584648', name: 'Mariana Albuquerque Nogueira', phone: '11976543210', birthDate: '1979-03-22' },
  travel: { cpf: '62847019340', name: 'José Carlos Pereira Lima', phone: '11965432109', birthDate: '1958-11-05', caregiverName: 'Ana Lúcia Pereira' },
  procedure: { cpf: '90531827488', name: 'Beatriz Souza Carvalho', phone: '21998765432' },
  kit: { cpf: '84726153080', name: 'Antônio Ferreira Gomes' },
  medicine: { cpf: '31605892777', name: 'Luíza Martins Ribeiro' },
};
const ADDRESS = { cep: '01310-100', placeDescription: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' } as const;

/**
 * One request of each type the demo doctor may file in each demo programme (in BEMESTAR all five;
 * in ABRACARAVIDA the doctor's group grants only the first-medicine release), filed through the
 * same service and schema a `POST /api/procedures` runs (eligibility, children, timeline, patient
 * rows), so every list has a first row and every detail screen can be opened. The vouchers the requests spend are granted back afterwards, so the doctor's
 * balances are the ones the stock seeds give. Runs once: nothing happens when the doctor already
 * has a request of a type.
 */
export async function seedDemoRequests(db: Db, config: Config): Promise<void> {
  const deps = createDeps(db, config);
  const [doctor] = await db.select({ id: users.id }).from(users).where(eq(users.email, DOCTOR));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  if (!doctor || !admin) return;
  for (const program of await db.select().from(programs).where(inArray(programs.slug, ['BEMESTAR', 'ABRACARAVIDA']))) {
    const [filed] = await db.select({ n: sql<number>`count(*)::int` }).from(procedures)
      .where(and(eq(procedures.programId, program.id), eq(procedures.createdById, doctor.id), sql`${procedures.type} <> 'SALESFORCE_VISIT'`));
    if ((filed?.n ?? 0) > 0) continue;
    const permissions = await db.select({ type: userGroupPermissions.type }).from(userGroupPermissions)
      .innerJoin(userGroups, eq(userGroups.id, userGroupPermissions.userGroupId))
      .innerJoin(userGroupUsers, eq(userGroupUsers.userGroupId, userGroups.id))
      .where(and(eq(userGroups.programId, program.id), eq(userGroupUsers.userId, doctor.id), eq(userGroupUsers.active, true)));
    const ctx = requestContext({
      sessionId: 0, userId: doctor.id, programId: program.id, userType: 'DOCTOR', approved: true, policiesPending: false,
      programModules: parseModules(program.modules), userModules: userModulesFromPermissions(permissions.map((p) => p.type)),
    }, SEED_IP);
    const before = await balancesOf(db, program.id, doctor.id);
    for (const body of await requestsOf(db, program.id)) {
      if (reachesType(ctx.requestTypes, body.type)) await createProcedure(deps, ctx, createProcedureSchema.parse(body), undefined);
    }
    await grantBack(db, program.id, doctor.id, admin.id, before);
  }
}

type Balance = { inventoryType: typeof inventoryBalances.$inferSelect.inventoryType; groupId: number; itemId: number; amount: number };

const balancesOf = (db: Db, programId: number, userId: number): Promise<Balance[]> => db.select({
  inventoryType: inventoryBalances.inventoryType, groupId: inventoryBalances.groupId, itemId: inventoryBalances.itemId, amount: inventoryBalances.amount,
}).from(inventoryBalances).where(and(eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, userId)));

/** Grants back, as ledger movements from the programme's holder, what the seeded requests spent. */
async function grantBack(db: Db, programId: number, doctorId: number, adminId: number, before: Balance[]): Promise<void> {
  const after = await balancesOf(db, programId, doctorId);
  for (const b of before) {
    const now = after.find((a) => a.inventoryType === b.inventoryType && a.groupId === b.groupId && a.itemId === b.itemId)?.amount ?? 0;
    const spent = b.amount - now;
    if (spent <= 0) continue;
    const item = { programId, inventoryType: b.inventoryType, groupId: b.groupId, itemId: b.itemId };
    await db.insert(inventoryMovements).values({
      ...item, createdById: adminId, fromUserId: null, toUserId: doctorId, amount: spent, distributionType: 'ADD_UNITS', reason: REASON,
    });
    await db.update(inventoryBalances).set({ amount: b.amount }).where(and(
      eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, doctorId), eq(inventoryBalances.inventoryType, b.inventoryType),
      eq(inventoryBalances.groupId, b.groupId), eq(inventoryBalances.itemId, b.itemId),
    ));
  }
}

/** The requests of one programme, from its seeded catalogue (demo.ts, program-config.ts, stock seeds). */
async function requestsOf(db: Db, programId: number): Promise<CreateProcedureInput[]> {
  const [genetic] = await db.select({ id: examGroups.id, followupId: examGroups.followupId }).from(examGroups)
    .innerJoin(followups, eq(followups.id, examGroups.followupId))
    .where(and(eq(followups.programId, programId), eq(examGroups.name, 'Painel genético')));
  const [requiredExam] = await db.select({ id: exams.id }).from(exams).where(and(eq(exams.examGroupId, genetic!.id), eq(exams.required, true))).orderBy(asc(exams.id));
  const [lab] = await db.select({ id: institutions.id }).from(institutions)
    .where(and(eq(institutions.programId, programId), eq(institutions.name, 'Genomika Laboratório de Genética')));
  const [travel] = await db.select({ id: travelGroups.id, followupId: travelGroups.followupId }).from(travelGroups)
    .innerJoin(followups, eq(followups.id, travelGroups.followupId)).where(eq(followups.programId, programId));
  const ticketFields = await db.select({ aidId: aids.id, fieldId: aidFields.id }).from(aids).innerJoin(aidFields, eq(aidFields.aidId, aids.id))
    .where(and(eq(aids.travelGroupId, travel!.id), eq(aids.name, 'Passagem aérea'))).orderBy(asc(aidFields.order), asc(aidFields.id));
  const [location] = await db.select({ id: treatmentLocations.id }).from(treatmentLocations).where(eq(treatmentLocations.travelGroupId, travel!.id));
  const assisted = await findAssistedApplication(db, programId);
  const kit = await findHomeKit(db, programId);
  const [imv100] = await db.select({ id: presentations.id, productId: products.id }).from(presentations)
    .innerJoin(products, eq(products.id, presentations.productId))
    .where(and(eq(products.programId, programId), eq(presentations.ean, '7891234567895')));
  const prescriber = { crm: '123456', uf: 'SP' };
  return [
    {
      type: 'CLINICAL_EXAMINATION', programId, followupId: genetic!.followupId, groupId: genetic!.id,
      itemIds: [requiredExam!.id], institutionId: lab!.id, patient: PATIENTS.exam,
    },
    {
      type: 'TRAVEL', programId, followupId: travel!.followupId, groupId: travel!.id,
      itemIds: [ticketFields[0]!.aidId], aidFields: ticketFields.map((f) => f.fieldId), treatmentLocationId: location!.id,
      patient: PATIENTS.travel,
      procedureFieldsAnswers: {
        motivoViagem: 'Sessão de quimioterapia', dataConsulta: '15/09/2031', meioTransporte: 'Aéreo', patologia: '1', declaracaoVeracidade: true,
      },
    },
    {
      type: 'PATIENT_PROCEDURE', programId, productId: assisted!.groupId, patientProcedureId: assisted!.itemId,
      patient: PATIENTS.procedure, procedureFieldsAnswers: { localAplicacao: 'Domicílio', pacienteAlergico: false },
    },
    {
      type: 'SUPPLY', programId, supplyGroupId: kit!.groupId, supplyId: kit!.itemId, quantity: 1, email: 'medico@demo.com.br',
      userAddress: { ...ADDRESS, recipientName: PATIENTS.kit.name, recipientType: 'PATIENT', recipientCpf: PATIENTS.kit.cpf },
    },
    {
      type: 'FIRST_MEDICINE', programId, productId: imv100!.productId, presentationId: imv100!.id,
      release: {
        state: 'notRegistered', prescriberDoctor: { name: 'Dr. Marcos Medeiros', ...prescriber },
        patient: {
          cpf: PATIENTS.medicine.cpf, name: PATIENTS.medicine.name, gender: 'FEMALE', birthDate: '1986-07-19', email: 'luiza.ribeiro@exemplo.com.br',
          mobile: '(11) 97654-3210', state: 'SP', city: 'São Paulo', neighborhood: 'Bela Vista', address: 'Avenida Paulista', number: '1000',
          cep: '01310-100', consents: { contact: true, sms: true, phone: false, mail: false, email: true },
        },
      },
      answers: [{ questionCode: 501, answerCode: 1 }, { questionCode: 510, answerCode: 2 }],
    },
  ];
}
