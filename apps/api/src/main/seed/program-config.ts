import { and, eq } from 'drizzle-orm';
import type { PatientField, ProcedureFieldType } from '@portal/domain';
import type { Tx } from '#db/client.ts';
import {
  aidFields, aids, examGroupInstitutions, examGroups, exams, examInstitutions, examSupplies, followups, institutions,
  patientFieldConfigs, patientProcedures, procedureFieldConfigs, products, supplies, supplyGroups, supplyInstitutions, travelGroups,
} from '#db/schema/index.ts';

/**
 * The demo programme configuration, on top of the catalogue demo.ts seeds (its follow-ups,
 * products, "Painel genético" with two exams, "Kits de aplicação" and the travel group): the
 * laboratories, one exam group for each request flag, kits for the exams, aids whose fields must
 * be ticked, and patient and procedure fields of every type.
 */
export async function seedProgramConfig(tx: Tx, programId: number): Promise<void> {
  const followupId = async (slug: string) => (await tx.select({ id: followups.id }).from(followups)
    .where(and(eq(followups.programId, programId), eq(followups.slug, slug))))[0]!.id;
  const onco = await followupId('oncologia');
  const cardio = await followupId('cardiologia');

  const [lab, genomika, imagem] = await tx.insert(institutions).values([
    { programId, name: 'Laboratório Diagnóstico Brasil', agreementFilePath: '/templates/termo-diagnostico-brasil.pdf' },
    { programId, name: 'Genomika Laboratório de Genética' },
    { programId, name: 'Clínica Imagem Saúde' },
  ]).returning({ id: institutions.id });

  // Kits the exams ship with; one supply group already exists (demo.ts): add to it.
  const [collect] = await tx.insert(supplyGroups).values({ programId, name: 'Kits de coleta' }).returning({ id: supplyGroups.id });
  const [bloodKit, salivaKit] = await tx.insert(supplies).values([
    { supplyGroupId: collect!.id, name: 'Kit de coleta de sangue', maxQuantityPerRequest: 2, recipientTypes: ['PATIENT', 'CLINIC'], showFieldRecipientTypes: true },
    { supplyGroupId: collect!.id, name: 'Kit de coleta de saliva', recipientTypes: ['PATIENT'], showFieldCpfRequester: true },
  ]).returning({ id: supplies.id });
  await tx.insert(supplyInstitutions).values([{ supplyId: bloodKit!.id, institutionId: lab!.id }, { supplyId: salivaKit!.id, institutionId: genomika!.id }]);
  const [applicationKits] = await tx.select({ id: supplyGroups.id }).from(supplyGroups)
    .where(and(eq(supplyGroups.programId, programId), eq(supplyGroups.name, 'Kits de aplicação')));
  await tx.update(supplies).set({ showFieldCpfRequester: true, showFieldRecipientTypes: true }).where(eq(supplies.supplyGroupId, applicationKits!.id));
  await tx.insert(supplies).values({ supplyGroupId: applicationKits!.id, name: 'Bolsa térmica para transporte', recipientTypes: ['PATIENT'] });

  // The simplest request: "Painel genético" (demo.ts) asks for nothing extra; one laboratory, preselected.
  const [genetic] = await tx.select({ id: examGroups.id }).from(examGroups).where(and(eq(examGroups.followupId, onco), eq(examGroups.name, 'Painel genético')));
  await tx.insert(examGroupInstitutions).values({ examGroupId: genetic!.id, institutionId: genomika!.id });

  const group = async (values: typeof examGroups.$inferInsert, labs: number[], examNames: [string, boolean][]) => {
    const [row] = await tx.insert(examGroups).values(values).returning({ id: examGroups.id });
    await tx.insert(examGroupInstitutions).values(labs.map((institutionId) => ({ examGroupId: row!.id, institutionId })));
    const examRows = await tx.insert(exams).values(examNames.map(([examTypeName, required]) => ({ examGroupId: row!.id, examTypeName, required })))
      .returning({ id: exams.id });
    return { id: row!.id, exams: examRows.map((e) => e.id) };
  };
  const blood = await group({
    followupId: onco, name: 'Hemograma e bioquímica', requiresSampleWithdrawal: true, daysAfterForSampleWithdrawal: 3,
    sampleWithdrawalRecipientTypes: ['PATIENT', 'CLINIC'], sampleWithdrawalRecipientLabel: 'Local da coleta', showUnselectedExamsWarning: true,
  }, [lab!.id], [['Hemograma completo', true], ['Perfil lipídico', false], ['Glicemia de jejum', false]]);
  await tx.insert(examSupplies).values(blood.exams.map((examId) => ({ examId, supplyId: bloodKit!.id })));
  await group({
    followupId: onco, name: 'Testes genéticos com consentimento', requirePatientAgreement: true,
    patientAgreementUrl: '/templates/termo-de-consentimento-padrao.pdf', canRequestWithoutInventory: true, requireApprovalWithoutInventory: true,
    warningRequestExam: 'A coleta de saliva deve ser feita em jejum de 30 minutos.',
  }, [genomika!.id, lab!.id], [['Teste de BRCA germinativo', false], ['Aconselhamento genético', false]])
    .then((g) => tx.insert(examSupplies).values({ examId: g.exams[0]!, supplyId: salivaKit!.id }))
    .then(() => undefined);
  const imaging = await group({ followupId: onco, name: 'Exames de imagem', requiredAddress: true, showAuthorizerConsultInfo: true },
    [imagem!.id], [['Tomografia de tórax', false], ['Ressonância magnética de mama', false]]);
  await tx.insert(examInstitutions).values({ examId: imaging.exams[1]!, institutionId: imagem!.id });
  const immuno = await group({ followupId: onco, name: 'Avaliação imunológica', requiredPersonalInformation: true },
    [lab!.id], [['Dosagem de imunoglobulinas', false], ['Contagem de linfócitos CD4/CD8', false]]);
  await group({ followupId: cardio, name: 'Monitoramento do tratamento', requiredProduct: true, showInventory: false },
    [lab!.id], [['Dosagem de CK', false], ['Enzimas hepáticas (TGO/TGP)', false]]);

  await aid({ examGroupId: immuno.id }, 'Transporte para coleta', ['Paciente não tem como ir ao laboratório por conta própria']);
  await fields({ examGroupId: blood.id }, [
    ['indicacaoClinica', 'Indicação clínica', 'TEXT', { viewType: 'REQUIRED', min: 10, max: 500 }],
    ['dataUltimaColeta', 'Data da última coleta', 'DATE', {}],
  ]);

  // Travel: the demo travel group gets a label, aids with fields to tick and fields of every type.
  const [travel] = await tx.select({ id: travelGroups.id }).from(travelGroups).where(eq(travelGroups.followupId, onco));
  await tx.update(travelGroups).set({ treatmentLocationLabel: 'Centro de tratamento' }).where(eq(travelGroups.id, travel!.id));
  await aid({ travelGroupId: travel!.id }, 'Passagem aérea', ['Paciente confirmou as datas da consulta', 'Paciente possui documento com foto válido']);
  await aid({ travelGroupId: travel!.id }, 'Hospedagem', ['Paciente precisa de hospedagem perto do centro de tratamento']);
  await aid({ travelGroupId: travel!.id }, 'Acompanhante', ['Paciente precisa de acompanhante durante a viagem']);
  await patientFields({ travelGroupId: travel!.id }, ['name', 'cpf', 'birthDate', 'phone', 'caregiverName'], ['rg', 'email', 'state', 'city', 'acceptSms']);
  await fields({ travelGroupId: travel!.id }, [
    ['motivoViagem', 'Motivo da viagem', 'TEXT', { viewType: 'REQUIRED', min: 5, max: 300 }],
    ['telefoneAcompanhante', 'Celular do acompanhante', 'CELLPHONE', { mask: '(99) 99999-9999' }],
    ['dataConsulta', 'Data da consulta', 'DATE', { viewType: 'REQUIRED' }],
    ['meioTransporte', 'Meio de transporte', 'SELECT', { options: 'Aéreo;Rodoviário', viewType: 'REQUIRED' }],
    ['necessidadesEspeciais', 'Necessidades especiais', 'MULTIPLESELECT', { options: 'Cadeira de rodas;Oxigênio;Maca', group: 'Acessibilidade' }],
    ['primeiraConsulta', 'É a primeira consulta no centro?', 'YESNO', {}],
    ['patologia', 'Patologia', 'PATHOLOGYSELECT', { viewType: 'REQUIRED' }],
    ['declaracaoVeracidade', 'Declaro que as informações são verdadeiras', 'CHECKBOX', { viewType: 'REQUIRED', requiredAnswers: 'true', showAtBottom: true }],
  ]);

  // Patient procedures: one more, and the fields "Aplicação assistida" asks for.
  const [imuno] = await tx.select({ id: products.id }).from(products).where(and(eq(products.programId, programId), eq(products.name, 'Imunovita')));
  await tx.insert(patientProcedures).values({ productId: imuno!.id, name: 'Infusão em centro de referência' });
  const [assisted] = await tx.select({ id: patientProcedures.id }).from(patientProcedures)
    .where(and(eq(patientProcedures.productId, imuno!.id), eq(patientProcedures.name, 'Aplicação assistida')));
  await patientFields({ patientProcedureId: assisted!.id }, ['name', 'cpf', 'phone'], ['birthDate', 'email']);
  await fields({ patientProcedureId: assisted!.id }, [
    ['localAplicacao', 'Local da aplicação', 'SELECT', { options: 'Domicílio;Clínica parceira', viewType: 'REQUIRED' }],
    ['pacienteAlergico', 'Paciente tem alergias conhecidas?', 'YESNO', { viewType: 'REQUIRED' }],
  ]);

  type Owner = { examGroupId?: number; travelGroupId?: number; patientProcedureId?: number };
  async function aid(owner: Owner, name: string, labels: string[]) {
    const [row] = await tx.insert(aids).values({ ...owner, name }).returning({ id: aids.id });
    await tx.insert(aidFields).values(labels.map((label, order) => ({ aidId: row!.id, label, order })));
  }
  async function patientFields(owner: Owner, required: PatientField[], optional: PatientField[]) {
    await tx.insert(patientFieldConfigs).values([
      ...required.map((field) => ({ ...owner, field, visible: true, required: true })),
      ...optional.map((field) => ({ ...owner, field, visible: true, required: false })),
    ]);
  }
  async function fields(owner: Owner, rows: [string, string, ProcedureFieldType, Partial<typeof procedureFieldConfigs.$inferInsert>][]) {
    await tx.insert(procedureFieldConfigs).values(rows.map(([name, label, fieldType, extra], order) => ({ ...owner, name, label, fieldType, order, ...extra })));
  }
}
