import { eq } from 'drizzle-orm';
import type { PermissionType, UserType } from '@portal/domain';
import { MODULES, serializeModules } from '@portal/domain';
import type { Db, Tx } from '#db/client.ts';
import {
  clients, doctors, followups, examGroups, exams, patientProcedures, presentations, products, programUsers, programs,
  supplies, supplyGroups, travelGroups, treatmentLocations, usagePolicies, usagePolicyAcceptances,
  userGroupPermissions, userGroupUsers, userGroups, users,
} from '#db/schema/index.ts';
import { hashPassword } from '#platform/lib/password.ts';
import { seedFirstMedicineCodes } from './first-medicine.ts';
import { seedInventory } from './inventory.ts';
import { seedRequestStock } from './request-stock.ts';
import { seedExamVouchers } from './exam-vouchers.ts';
import { councilSeed, seedDoctorsRegister } from './doctors.ts';
import { seedProgramConfig } from './program-config.ts';
import { seedVisitHistory } from './visits.ts';
import { privacyPolicyText, termsOfUseText } from './policy-texts.ts';
import { seedPharmacovigilance } from './pharmacovigilance.ts';

export const DEMO_PASSWORD = 'Demo@2026';
const DEMO_CLIENT = 'Demo Pharma';

interface DemoUser { email: string; name: string; type: UserType; phone: string; approved: boolean; doctor?: { crm: string; uf: string } }

export const DEMO_USERS: DemoUser[] = [
  { email: 'sysadmin@demo.com.br', name: 'Sofia Administradora do Sistema', type: 'SYSADMIN', phone: '11987650001', approved: true },
  { email: 'admin@demo.com.br', name: 'André Administrador', type: 'ADMIN', phone: '11987650002', approved: true },
  { email: 'regional@demo.com.br', name: 'Regina Gerente Regional', type: 'REGIONAL_MANAGER', phone: '11987650003', approved: true },
  { email: 'distrital@demo.com.br', name: 'Diego Gerente Distrital', type: 'DISTRICT_MANAGER', phone: '11987650004', approved: true },
  { email: 'representante@demo.com.br', name: 'Rafaela Representante', type: 'REPRESENTATIVE', phone: '11987650005', approved: true },
  { email: 'medico@demo.com.br', name: 'Dr. Marcos Medeiros', type: 'DOCTOR', phone: '11987650006', approved: true, doctor: { crm: '123456', uf: 'SP' } },
  { email: 'pendente@demo.com.br', name: 'Dra. Paula Pendente Silva', type: 'DOCTOR', phone: '21987650007', approved: false, doctor: { crm: '654321', uf: 'RJ' } },
  // The programmes' pharmacovigilance (decision 0086): an administrator whose only permission is PHARMACOVIGILANCE.
  { email: 'farmacovigilancia@demo.com.br', name: 'Fernanda Farmacovigilância', type: 'ADMIN', phone: '11987650008', approved: true },
];

const ALL_MODULES = serializeModules(MODULES);

/** Groups per programme: name, permission types (null grants every module) and members. */
const DEMO_GROUPS: Record<string, { name: string; types: (PermissionType | null)[]; members: string[] }[]> = {
  BEMESTAR: [
    { name: 'Administração', types: [null], members: ['admin@demo.com.br'] },
    { name: 'Gestão comercial', types: [null], members: ['regional@demo.com.br', 'distrital@demo.com.br'] },
    { name: 'Campo - exames e medicamentos', types: ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION'], members: ['representante@demo.com.br'] },
    { name: 'Médicos - acesso completo', types: [null], members: ['medico@demo.com.br', 'pendente@demo.com.br'] },
    { name: 'Farmacovigilância', types: ['PHARMACOVIGILANCE'], members: ['farmacovigilancia@demo.com.br'] },
  ],
  ABRACARAVIDA: [
    { name: 'Administração', types: [null], members: ['admin@demo.com.br'] },
    { name: 'Gestão comercial', types: ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE'], members: ['regional@demo.com.br', 'distrital@demo.com.br'] },
    { name: 'Campo', types: ['CLINICAL_EXAMINATION'], members: ['representante@demo.com.br'] },
    { name: 'Médicos - básico', types: ['FIRST_MEDICINE', 'PATIENT_INVITATION', 'CONTENTS', 'EDIT_USER'], members: ['medico@demo.com.br', 'pendente@demo.com.br'] },
    { name: 'Farmacovigilância', types: ['PHARMACOVIGILANCE'], members: ['farmacovigilancia@demo.com.br'] },
  ],
};

/** The demo field hierarchy in both programmes: regional → district → representative → doctor. */
const DEMO_MANAGER_OF: Record<string, string> = {
  'distrital@demo.com.br': 'regional@demo.com.br',
  'representante@demo.com.br': 'distrital@demo.com.br',
  'medico@demo.com.br': 'representante@demo.com.br',
};

/** Seeds the demo client, programmes, users and groups once; a second run changes nothing. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, DEMO_CLIENT)).limit(1);
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [client] = await tx.insert(clients).values({ name: DEMO_CLIENT }).returning();
    const programRows = await tx.insert(programs).values([
      {
        clientId: client!.id, name: 'Programa Bem Estar', slug: 'BEMESTAR', modules: ALL_MODULES, logoUrl: '/logos/bemestar.svg',
        customHtmlFooter: '<p><strong>Programa Bem Estar</strong> · Central de atendimento 0800 000 1234 · Segunda a sexta, das 8h às 20h</p>',
        consentTerm: 'Autorizo o Programa Bem Estar a tratar meus dados pessoais para fins de suporte ao tratamento, conforme a LGPD.',
        allowSpecialtyDuringSignup: true, requireSpecialtyDuringSignup: true, requireCpfDuringSignup: false,
        unblockPhones: 'Oncologia: (11) 4000-1001\nReumatologia: (11) 4000-1002',
      },
      {
        clientId: client!.id, name: 'Programa Abraçar a Vida', slug: 'ABRACARAVIDA', modules: ALL_MODULES, logoUrl: '/logos/abracaravida.svg',
        customHtmlFooter: '<p><strong>Abraçar a Vida</strong> · Central de relacionamento 0800 000 5678</p>',
        consentTerm: 'Autorizo o Programa Abraçar a Vida a tratar meus dados pessoais para fins de suporte ao tratamento, conforme a LGPD.',
        requireCpfDuringSignup: true,
        unblockPhones: 'Hematologia: 0800 000 5679',
      },
    ]).returning();
    const programBySlug = new Map(programRows.map((p) => [p.slug!, p]));

    const userRows = await tx.insert(users).values(DEMO_USERS.map((u) => ({
      email: u.email, name: u.name, type: u.type, phone: u.phone, approved: u.approved, passwordHash,
    }))).returning();
    const userByEmail = new Map(userRows.map((u) => [u.email, u]));
    await tx.insert(doctors).values(DEMO_USERS.filter((u) => u.doctor).map((u) => ({
      userId: userByEmail.get(u.email)!.id, crm: u.doctor!.crm, uf: u.doctor!.uf, ...councilSeed(u.doctor!.crm, u.doctor!.uf),
    })));
    await tx.insert(programUsers).values(userRows.flatMap((u) => programRows.map((p) => ({ userId: u.id, programId: p.id }))));

    for (const [slug, groups] of Object.entries(DEMO_GROUPS)) {
      const program = programBySlug.get(slug)!;
      for (const group of groups) {
        const [row] = await tx.insert(userGroups).values({ programId: program.id, name: group.name }).returning();
        await tx.insert(userGroupPermissions).values(group.types.map((type) => ({ userGroupId: row!.id, type })));
        await tx.insert(userGroupUsers).values(group.members.map((email) => {
          const manager = DEMO_MANAGER_OF[email];
          return { userGroupId: row!.id, userId: userByEmail.get(email)!.id, managerId: manager ? userByEmail.get(manager)!.id : null };
        }));
      }
    }

    for (const program of programRows) {
      const policies = await tx.insert(usagePolicies).values([
        { programId: program.id, userType: 'DOCTOR', description: `Termos de uso do ${program.name}`, url: null, content: termsOfUseText(program.name) },
        { programId: program.id, userType: 'DOCTOR', description: 'Política de privacidade e tratamento de dados pessoais (LGPD)', url: null, content: privacyPolicyText },
      ]).returning();
      // The approved demo doctor has accepted; the pending one will be asked after approval.
      await tx.insert(usagePolicyAcceptances).values(policies.map((p) => ({ policyId: p.id, userId: userByEmail.get('medico@demo.com.br')!.id })));
      await seedCatalog(tx, program.id);
      await seedFirstMedicineCodes(tx, program.id);
      await seedInventory(tx, program.id);
      await seedRequestStock(tx, program.id);
      await seedExamVouchers(tx, program.id);
      await seedDoctorsRegister(tx, program.id, passwordHash);
      await seedVisitHistory(tx, program.id);
    }
    // BEMESTAR: one serious case coded with a test MedDRA-format file, ready to export (decision 0088).
    await seedPharmacovigilance(tx, programBySlug.get('BEMESTAR')!.id, userByEmail.get('medico@demo.com.br')!.id, userByEmail.get('farmacovigilancia@demo.com.br')!.id);
  });
  return true;
}

async function seedCatalog(tx: Tx, programId: number) {
  const [imuno, cardio] = await tx.insert(products).values([
    { programId, name: 'Imunovita', allowExamRequests: true, activeIngredients: 'imunoglobulina humana' },
    { programId, name: 'Cardioprev', allowExamRequests: false, activeIngredients: 'rosuvastatina cálcica' },
  ]).returning();
  await tx.insert(presentations).values([
    { productId: imuno!.id, name: 'Imunovita 100 mg/mL solução injetável', ean: '7891234567895', discount: 15 },
    { productId: imuno!.id, name: 'Imunovita 50 mg/mL solução injetável', ean: '7891234567901', discount: 10 },
    { productId: cardio!.id, name: 'Cardioprev 10 mg 30 comprimidos', ean: '7891234567918', discount: 20 },
  ]);
  await tx.insert(patientProcedures).values([
    { productId: imuno!.id, name: 'Aplicação assistida' },
    { productId: cardio!.id, name: 'Acompanhamento farmacêutico' },
  ]);
  const [onco] = await tx.insert(followups).values([
    { programId, name: 'Oncologia', slug: 'oncologia' },
    { programId, name: 'Cardiologia', slug: 'cardiologia' },
  ]).returning();
  const [genetic] = await tx.insert(examGroups).values({ followupId: onco!.id, name: 'Painel genético' }).returning();
  await tx.insert(exams).values([
    { examGroupId: genetic!.id, examTypeName: 'Sequenciamento BRCA1/BRCA2', required: true },
    { examGroupId: genetic!.id, examTypeName: 'Painel de mutações somáticas' },
  ]);
  const [kits] = await tx.insert(supplyGroups).values({ programId, name: 'Kits de aplicação' }).returning();
  await tx.insert(supplies).values({ supplyGroupId: kits!.id, name: 'Kit de aplicação domiciliar', maxQuantityPerRequest: 3 });
  const [travel] = await tx.insert(travelGroups).values({ followupId: onco!.id, name: 'Viagens para tratamento', showOtherOptionForTreatmentLocation: true }).returning();
  await tx.insert(treatmentLocations).values({
    travelGroupId: travel!.id, name: 'Hospital Central de Oncologia', cep: '01310-100', placeDescription: 'Avenida Paulista',
    number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
  });
  await seedProgramConfig(tx, programId);
}
