import type { AuditAction, AuditEntity } from '../../enums/index.ts';

/**
 * The audit trail's actions and entities in pt-BR. Actions such as 'user.create' hold a dot, so
 * the catalogue stores them nested (`auditAction.user.create`), which `t()` reads as written.
 */
export const auditActionLabels: Record<AuditAction, string> = {
  login: 'Login',
  loginFailed: 'Falha de login',
  forbidden: 'Acesso negado',
  signup: 'Cadastro',
  joinProgram: 'Ingresso em programa',
  approveUser: 'Aprovação de usuário',
  acceptPolicies: 'Aceite de políticas',
  updateProfile: 'Atualização de perfil',
  updateWorkInstitutions: 'Atualização de instituições de trabalho',
  changeEmail: 'Alteração de e-mail',
  changePassword: 'Alteração de senha',
  changePasswordRefused: 'Alteração de senha recusada',
  requestOptout: 'Pedido de exclusão de conta',
  optoutCompleted: 'Exclusão de conta concluída',
  create: 'Inclusão',
  update: 'Alteração',
  delete: 'Exclusão',
  'user.create': 'Inclusão de usuário',
  'user.update': 'Alteração de usuário',
  // Who may act on whom (decision 0040)
  'emailChange.request': 'Pedido de alteração de e-mail de acesso',
  changeEmailRefused: 'Alteração de e-mail recusada',
  updateProfileRefused: 'Alteração de perfil recusada',
  // Security hardening (decision 0022)
  'user.unblock': 'Desbloqueio de usuário',
  'userGroup.create': 'Inclusão de grupo de usuários',
  'userGroup.update': 'Alteração de grupo de usuários',
  'userGroup.delete': 'Exclusão de grupo de usuários',
  'userGroupUser.create': 'Inclusão de usuário em grupo',
  'userGroupUser.update': 'Alteração de usuário em grupo',
  'userGroupUser.delete': 'Retirada de usuário de grupo',
  'userGroupPermission.create': 'Inclusão de permissão',
  'userGroupPermission.delete': 'Exclusão de permissão',
  'inventory.distribute': 'Distribuição de estoque',
  'inventory.importSpreadsheet': 'Importação de planilha de estoque',
  'doctors.import': 'Importação de médicos',
  'procedure.create': 'Inclusão de solicitação',
  'procedure.approve': 'Aprovação de solicitação',
  'procedure.reject': 'Reprovação de solicitação',
  'procedure.undoRejection': 'Reprovação de solicitação desfeita',
  'procedure.progress': 'Andamento de solicitação',
  'procedure.importProgress': 'Importação de andamentos',
  'procedure.read': 'Consulta de solicitação',
  'procedure.list': 'Listagem de solicitações',
  'procedure.export': 'Exportação de solicitações',
  'procedure.exportCompleted': 'Exportação de solicitações concluída',
  'patient.readByCpf': 'Consulta de paciente por CPF',
  'patient.search': 'Busca de paciente',
  // Patients of the patient-care system
  'patientCare.list': 'Listagem de pacientes do acompanhamento',
  'patientCare.read': 'Consulta de paciente do acompanhamento',
  // Patient link
  'patient.invite': 'Convite de paciente',
  'patient.confirm': 'Confirmação de cadastro pelo paciente',
  'patient.revokeConsent': 'Revogação de consentimento pelo paciente',
  'patient.exportData': 'Exportação dos dados pelo paciente',
  // Password links
  'user.invite': 'Convite para definir a senha',
  'passwordReset.request': 'Pedido de redefinição de senha',
  'password.set': 'Senha definida por link',
  // Users list: deactivation and reactivation
  'user.deactivate': 'Desativação de usuário',
  'user.reactivate': 'Reativação de usuário',
  // Notifications
  'notifications.updateChannels': 'Escolha dos canais de aviso',
  'message.smsFallbackRefused': 'SMS de reserva não enviado (sem consentimento de SMS)',
  'council.check': 'Verificação do CRM no CFM',
  'council.signupRefused': 'Cadastro recusado pelo CRM',
  'council.approvalRefused': 'Aprovação recusada pelo CRM',
  'procedure.councilFlag': 'Solicitação sinalizada pela situação do CRM',
  'council.approvalWithdrawn': 'Aprovação retirada: novo CRM não confirmado no CFM',
  'user.addToProgram': 'Usuário existente incluído no programa',
  'pvCase.version': 'Nova versão de caso de farmacovigilância',
  'pvCase.read': 'Consulta de caso de farmacovigilância',
  'pvCase.export': 'Exportação E2B(R3) de caso de farmacovigilância',
  'pvCase.acknowledgement': 'Confirmação (ACK) do gateway registrada',
  'meddra.upload': 'Carga de versão MedDRA',
};

export const auditEntityLabels: Record<AuditEntity, string> = {
  user: 'Usuário',
  doctor: 'Médico',
  route: 'Tela',
  optoutRequest: 'Pedido de exclusão de conta',
  userGroup: 'Grupo de usuários',
  userGroupUser: 'Usuário em grupo',
  userGroupPermission: 'Permissão de grupo',
  programFile: 'Arquivo do programa',
  client: 'Cliente',
  program: 'Programa',
  product: 'Produto',
  presentation: 'Apresentação',
  followup: 'Acompanhamento',
  treatmentLocation: 'Local de tratamento',
  inventory: 'Estoque',
  examGroup: 'Grupo de exames',
  exam: 'Exame',
  institution: 'Instituição',
  supplyGroup: 'Grupo de kits',
  supply: 'Kit',
  travelGroup: 'Grupo de viagem',
  aid: 'Auxílio',
  patientProcedure: 'Procedimento do paciente',
  patientFieldConfig: 'Configuração de campo do paciente',
  procedureFieldConfig: 'Configuração de campo da solicitação',
  messagingSettings: 'Configurações de mensagens do programa',
  procedure: 'Solicitação',
  patient: 'Paciente',
  doctorAddress: 'Endereço do médico',
  programDoctor: 'Médico importado',
  pvCase: 'Caso de farmacovigilância',
  pvSettings: 'Configurações de farmacovigilância do programa',
  meddraRelease: 'Versão MedDRA',
};

/** Labels of the fields audit details show most; any other field shows its name split into words. */
export const auditField = {
  id: 'Identificador',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Celular',
  type: 'Tipo',
  approved: 'Aprovado',
  active: 'Ativo',
  slug: 'Identificador na URL',
  modules: 'Módulos',
  programId: 'Programa',
  clientId: 'Cliente',
  productId: 'Produto',
  travelGroupId: 'Grupo de viagem',
  followupId: 'Acompanhamento',
  cep: 'CEP',
  placeDescription: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'UF',
  crm: 'CRM',
  uf: 'UF',
  cpf: 'CPF',
  ean: 'EAN',
  discount: 'Desconto',
  description: 'Descrição',
  status: 'Situação',
  code: 'Código',
  quantity: 'Quantidade',
  path: 'Caminho',
  reason: 'Motivo',
};

/** 'user.create' → { user: { create } }: the nested shape i18next reads dotted keys from. */
export interface NestedLabels { [key: string]: string | NestedLabels }
export function nestDotted(labels: Record<string, string>): NestedLabels {
  const root: NestedLabels = {};
  for (const [key, label] of Object.entries(labels)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as NestedLabels;
    node[parts.at(-1)!] = label;
  }
  return root;
}
