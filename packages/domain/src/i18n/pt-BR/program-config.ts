import type { ConfigGroupType, FieldViewType, PatientField, ProcedureFieldType } from '../../enums/index.ts';
import type { ExamGroupFlag } from '../../schemas/exam-groups.ts';

/** Screens of the programme configuration: exam groups, institutions, supplies, travel, procedures, fields. */
const examGroupFlags: Record<ExamGroupFlag, string> = {
  requiresSampleWithdrawal: 'Exige retirada de amostra',
  requiredAddress: 'Exige endereço',
  requiredPersonalInformation: 'Exige dados pessoais do paciente (e-mail e gênero)',
  requiredProduct: 'Exige produto e apresentação',
  requirePatientAgreement: 'Exige termo de consentimento do paciente',
  showUnselectedExamsWarning: 'Avisar quando nem todos os exames forem selecionados',
  canRequestWithoutInventory: 'Permite solicitar sem estoque',
  requireApprovalWithoutInventory: 'Sem estoque, a solicitação exige aprovação do programa',
  showCreatedAt: 'Mostrar data da solicitação',
  showApprovedAt: 'Mostrar data da autorização',
  showScheduledAt: 'Mostrar data do agendamento',
  showCollectedAt: 'Mostrar data da coleta',
  showReceivedAt: 'Mostrar data do recebimento',
  showConcludedAt: 'Mostrar data da conclusão',
  showCanceledAt: 'Mostrar data do cancelamento',
  showInventory: 'Mostrar disponibilidade de estoque na solicitação',
  showAuthorizerConsultInfo: 'Mostrar informações do autorizador',
};

export const examGroups = {
  title: 'Grupos de exames',
  registerTitle: 'Cadastrar grupo de exames',
  editTitle: 'Editar grupo de exames',
  name: 'Nome',
  followup: 'Acompanhamento',
  followupFilter: 'Filtrar por acompanhamento',
  exams: 'Exames',
  institutions: 'Instituições (laboratórios)',
  requestSection: 'Solicitação',
  timelineSection: 'Datas exibidas no acompanhamento',
  flags: examGroupFlags,
  patientAgreementUrl: 'URL do termo de consentimento',
  daysAfterForSampleWithdrawal: 'Dias mínimos até a retirada da amostra',
  sampleWithdrawalRecipientTypes: 'Destinatários da retirada de amostra',
  sampleWithdrawalRecipientLabel: 'Rótulo do destinatário da retirada',
  warningRequestExam: 'Aviso exibido na solicitação de exames',
  eligibilityMessage: 'Mensagem quando o paciente não é elegível',
  saveFirst: 'Salve o grupo para cadastrar exames, auxílios e campos.',
};

export const exams = {
  title: 'Exames',
  add: 'Incluir exame',
  edit: 'Editar exame',
  examTypeName: 'Tipo de exame',
  required: 'Obrigatório',
  institutions: 'Instituições que realizam (vazio: todas do grupo)',
  supplies: 'Kits enviados com o exame',
  empty: 'Nenhum exame cadastrado.',
};

export const institutions = {
  title: 'Instituições',
  registerTitle: 'Cadastrar instituição',
  editTitle: 'Editar instituição',
  name: 'Nome',
  agreementFilePath: 'Caminho do modelo de termo de consentimento',
  agreementHint: 'Sem caminho, é usado o modelo padrão do programa.',
  filePath: 'Modelo de termo em uso',
};

export const supplyGroups = {
  title: 'Grupos de kits',
  registerTitle: 'Cadastrar grupo de kits',
  editTitle: 'Editar grupo de kits',
  name: 'Nome',
  saveFirst: 'Salve o grupo para cadastrar kits.',
};

export const supplies = {
  title: 'Kits',
  add: 'Incluir kit',
  edit: 'Editar kit',
  name: 'Nome',
  institutions: 'Instituições',
  recipientTypes: 'Tipos de destinatário',
  maxQuantityPerRequest: 'Quantidade máxima por solicitação',
  noMaximum: 'Sem máximo',
  showFieldCpfRequester: 'Pedir CPF do destinatário',
  showFieldRecipientTypes: 'Pedir tipo de destinatário',
  empty: 'Nenhum kit cadastrado.',
};

export const travelGroups = {
  title: 'Grupos de viagem',
  registerTitle: 'Cadastrar grupo de viagem',
  editTitle: 'Editar grupo de viagem',
  name: 'Nome',
  followup: 'Acompanhamento',
  followupFilter: 'Filtrar por acompanhamento',
  treatmentLocationLabel: 'Rótulo do local de tratamento',
  showOtherOptionForTreatmentLocation: 'Oferecer a opção "Outro" (novo endereço) no local de tratamento',
  eligibilityMessage: 'Mensagem quando o paciente não é elegível',
  saveFirst: 'Salve o grupo para cadastrar auxílios e campos.',
};

export const aids = {
  title: 'Auxílios',
  add: 'Incluir auxílio',
  edit: 'Editar auxílio',
  name: 'Nome',
  fields: 'Itens a marcar',
  fieldLabel: 'Texto do item',
  addField: 'Incluir item',
  removeField: 'Remover item',
  empty: 'Nenhum auxílio cadastrado.',
};

export const patientProcedures = {
  title: 'Procedimentos',
  registerTitle: 'Cadastrar procedimento',
  editTitle: 'Editar procedimento',
  name: 'Nome',
  product: 'Produto',
  productFilter: 'Filtrar por produto',
  saveFirst: 'Salve o procedimento para configurar os campos.',
};

const procedureFieldType: Record<ProcedureFieldType, string> = {
  TEXT: 'Texto', CELLPHONE: 'Celular', DATE: 'Data', SELECT: 'Seleção', MULTIPLESELECT: 'Seleção múltipla',
  CHECKBOX: 'Caixa de seleção', YESNO: 'Sim ou não', PATHOLOGYSELECT: 'Patologia',
};
const patientField: Record<PatientField, string> = {
  name: 'Nome', cpf: 'CPF', birthDate: 'Data de nascimento', rg: 'RG', phone: 'Telefone', phone2: 'Telefone 2',
  phone3: 'Telefone 3', cep: 'CEP', initials: 'Iniciais', caregiverName: 'Nome do cuidador', email: 'E-mail',
  state: 'Estado', city: 'Cidade', gender: 'Gênero', acceptSms: 'Aceita SMS', acceptPhone: 'Aceita telefone',
  acceptEmail: 'Aceita e-mail',
};
const viewType: Record<FieldViewType, string> = { REQUIRED: 'Obrigatório', OPTIONAL: 'Opcional' };
const groupType: Record<ConfigGroupType, string> = {
  EXAM_GROUP: 'Grupo de exames', TRAVEL_GROUP: 'Grupo de viagem', PATIENT_PROCEDURE: 'Procedimento',
};

/** A programme's messaging settings (decision 0078). */
export const messagingSettings = {
  title: 'Configurações de mensagens',
  channels: 'Canais',
  channelsHint: 'Um canal desligado não envia as mensagens deste programa: elas ficam registradas na caixa de saída como não enviadas.',
  SMS: 'Enviar SMS',
  EMAIL: 'Enviar e-mails',
  WHATSAPP: 'Enviar mensagens por WhatsApp',
  sender: 'Remetente',
  emailFromName: 'Nome do remetente do e-mail',
  templates: 'Modelos do WhatsApp',
  templatesHint: 'Nomes dos modelos aprovados no WhatsApp Business (letras minúsculas, números e _).',
  patientInvitation: 'Convite ao paciente',
  agreementCode: 'Código de aceite do paciente',
  requestUpdate: 'Atualização de solicitação',
  defaultValue: 'Em branco, usa o padrão do ambiente: {{value}}',
  noDefault: '(sem nome)',
  environment: 'Provedores e credenciais',
  environmentHint: 'As credenciais ficam no ambiente do servidor: não são salvas, exibidas nem alteradas aqui.',
  provider: 'Provedor de {{channel}}',
  configured: 'configurado no ambiente',
  notConfigured: 'não configurado',
  secret: {
    smsGatewayToken: 'Token do gateway de SMS',
    smtpUrl: 'Servidor SMTP e suas credenciais',
    whatsappToken: 'Token de acesso do WhatsApp',
    whatsappAppSecret: 'Segredo do aplicativo do WhatsApp',
    whatsappVerifyToken: 'Token de verificação do webhook do WhatsApp',
  },
  providers: {
    outbox: 'caixa de saída (sem envio real)',
    gateway: 'gateway de SMS',
    smtp: 'servidor SMTP',
    simulator: 'simulador (sem envio real)',
    cloud: 'WhatsApp Business Cloud API',
  },
  channelName: { sms: 'SMS', email: 'e-mail', whatsapp: 'WhatsApp' },
};

export const fieldConfigs = {
  patientTitle: 'Campos do paciente',
  procedureTitle: 'Campos da solicitação',
  field: 'Campo',
  visible: 'Visível',
  required: 'Obrigatório',
  savePatient: 'Salvar campos do paciente',
  addProcedure: 'Incluir campo',
  editProcedure: 'Editar campo',
  name: 'Nome técnico',
  label: 'Rótulo',
  fieldType: 'Tipo',
  options: 'Opções (separadas por ;)',
  optionsHint: 'Em patologias, ! no início exclui a patologia.',
  mask: 'Máscara',
  min: 'Tamanho mínimo',
  max: 'Tamanho máximo',
  order: 'Ordem',
  group: 'Seção',
  active: 'Ativo',
  showAtBottom: 'Exibir no fim do formulário',
  viewType: 'Preenchimento',
  requiredAnswers: 'Resposta exigida',
  empty: 'Nenhum campo cadastrado.',
  procedureFieldType,
  patientField,
  viewTypes: viewType,
  groupType,
};
