import type {
  AgreementType, DistributionType, DocumentType, Gender, InventoryType, LibraryType, LogisticType, Module,
  PermissionType, PickUpTime, ProcedureType, RecipientType, UserType,
} from '../../enums/index.ts';

export const userType: Record<UserType, string> = {
  SYSADMIN: 'Administrador do sistema',
  ADMIN: 'Administrador',
  REGIONAL_MANAGER: 'Gerente regional',
  DISTRICT_MANAGER: 'Gerente distrital',
  REPRESENTATIVE: 'Representante',
  DOCTOR: 'Médico',
};

export const module: Record<Module, string> = {
  clinicalExamination: 'Exames clínicos',
  firstMedicine: 'Liberação de medicamento',
  patientProcedure: 'Procedimentos do paciente',
  patientInvitation: 'Convite de pacientes',
  salesforceVisit: 'Visita de consultor técnico',
  supply: 'Kits',
  library: 'Biblioteca',
  doctorBenefits: 'Benefícios ao médico',
  travel: 'Viagens',
  patients: 'Pacientes',
  editUser: 'Edição de conta',
  pharmacovigilance: 'Farmacovigilância',
  partners: 'Parceiros FHIR (clientes e exportações)',
  contents: 'Conteúdos',
  discounts: 'Descontos',
  PCDT: 'Protocolos Clínicos e Diretrizes Terapêuticas (PCDT)',
};

export const permissionType: Record<PermissionType, string> = {
  FIRST_MEDICINE: 'Liberação de medicamento',
  CLINICAL_EXAMINATION: 'Exames clínicos',
  PATIENT_PROCEDURE: 'Procedimentos do paciente',
  PATIENT_INVITATION: 'Convite de pacientes',
  SUPPLY: 'Kits',
  TRAVEL: 'Viagens',
  PATIENTS: 'Pacientes',
  EDIT_USER: 'Edição de conta',
  PHARMACOVIGILANCE: 'Farmacovigilância',
  FHIR_PARTNERS: 'Parceiros FHIR (clientes e exportações)',
  CONTENTS: 'Conteúdos',
  DISCOUNTS: 'Descontos',
  PCDT: 'Protocolos clínicos (PCDT)',
};

export const procedureType: Record<ProcedureType, string> = {
  FIRST_MEDICINE: 'Liberação de medicamento',
  CLINICAL_EXAMINATION: 'Exame clínico',
  PATIENT_PROCEDURE: 'Procedimento do paciente',
  SALESFORCE_VISIT: 'Visita de consultor técnico',
  SUPPLY: 'Kit',
  DOCTOR_BENEFITS: 'Benefício ao médico',
  AID: 'Auxílio',
  TRAVEL: 'Viagem',
  // A patient's invitation is stored as a procedure of this type.
  PATIENTS: 'Convite ao paciente',
  DISCOUNTS: 'Descontos',
  CHECK_PATIENT_ELIGIBILITY: 'Verificação de elegibilidade do paciente',
  PCDT: 'Protocolos clínicos (PCDT)',
};

export const libraryType: Record<LibraryType, string> = {
  ...procedureType,
  GENERAL: 'Geral',
  PROGRAM: 'Programa',
};

export const inventoryType: Record<InventoryType, string> = {
  FIRST_MEDICINE: 'Liberação de medicamento',
  CLINICAL_EXAMINATION: 'Exames clínicos',
  PATIENT_PROCEDURE: 'Procedimentos do paciente',
  SUPPLY: 'Kits',
};

export const distributionType: Record<DistributionType, string> = {
  INCREASE: 'Aumentar até a quantidade',
  REDUCE: 'Reduzir até a quantidade',
  ADD_UNITS: 'Adicionar unidades',
  REMOVE_UNITS: 'Remover unidades',
};

export const gender: Record<Gender, string> = {
  FEMALE: 'Feminino',
  MALE: 'Masculino',
  NOT_INFORMED: 'Prefiro não informar',
};

export const recipientType: Record<RecipientType, string> = { PATIENT: 'Paciente', CLINIC: 'Clínica' };
export const pickUpTime: Record<PickUpTime, string> = { MORNING: 'Manhã', AFTERNOON: 'Tarde' };
export const logisticType: Record<LogisticType, string> = { CORREIOS: 'Correios', LOGISTIC_COMPANY: 'Transportadora' };
export const documentType: Record<DocumentType, string> = { cpf: 'CPF', cnpj: 'CNPJ' };
export const agreementType: Record<AgreementType, string> = { CODE: 'Código por SMS', FILE: 'Arquivo anexado' };
