/** The doctor's registration with the Federal Council of Medicine (CFM): errors, labels and notices. */
export const councilErr = {
  crmNotFound: 'Não encontramos o CRM {{crm}}/{{uf}} nos dados públicos do Conselho Federal de Medicina. Verifique o número e a UF informados.',
  crmNotActive: 'O CRM {{crm}}/{{uf}} consta como "{{status}}" no Conselho Federal de Medicina. Só médicos com inscrição ativa podem se cadastrar no programa.',
  crmNameMismatch: 'O nome informado não corresponde ao nome registrado no Conselho Federal de Medicina para o CRM {{crm}}/{{uf}}. Informe seu nome como consta no CRM.',
  councilRefusedApproval: 'Não é possível aprovar: o Conselho Federal de Medicina informa "{{answer}}" para o CRM {{crm}}/{{uf}}.',
  requesterRegistrationInactive: 'Não é possível aprovar: a inscrição no CRM do médico solicitante não está ativa no Conselho Federal de Medicina ({{requests}}). Nada foi aprovado; a solicitação pode ser rejeitada ou aguardar a próxima verificação diária.',
  doctorRegistrationInactive: 'Sua inscrição no CRM consta como "{{status}}" no Conselho Federal de Medicina. Novas solicitações estão bloqueadas; entre em contato com o programa.',
};

/** Screen texts of the registration: labels of the statuses and types, the columns, the notices. */
export const council = {
  status: 'Situação no CRM',
  type: 'Tipo de inscrição',
  specialties: 'Especialidades (RQE)',
  noSpecialties: 'Nenhuma especialidade registrada',
  rqe: 'RQE {{rqe}}',
  lastChecked: 'Última verificação',
  neverChecked: 'Nunca verificado',
  councilName: 'Nome no CFM',
  filterAll: 'Todas as situações',
  nameMismatch: 'Nome diferente do cadastro no CFM',
  requesterBadge: 'CRM inativo no conselho: {{status}}',
  requesterChecked: 'Última verificação no CFM: {{checkedAt}}',
  requesterInactiveNotice: 'CRM inativo no conselho: a inscrição do médico solicitante consta como "{{status}}" no Conselho Federal de Medicina (última verificação: {{checkedAt}}). Esta solicitação não pode ser aprovada enquanto a inscrição não estiver ativa; ela pode ser rejeitada.',
  requesterNameBadge: 'Nome diferente no CFM',
  requesterNameNotice: 'O nome do médico solicitante é diferente do nome registrado no Conselho Federal de Medicina para o CRM (última verificação: {{checkedAt}}). Confira antes de decidir; isso não impede a aprovação.',
  blockedRequest: '{{code}} — "{{status}}", verificado em {{checkedAt}}',
  bulkBlocked: 'Não podem ser aprovadas: a inscrição no CRM do médico solicitante não está ativa no CFM. Retire-as da seleção ou rejeite-as.',
  flaggedRequest: 'Atenção: a inscrição do médico consta como "{{status}}" no Conselho Federal de Medicina.',
  statuses: {
    ACTIVE: 'Ativo',
    SUSPENDED: 'Suspenso',
    CANCELLED: 'Cancelado',
    DECEASED: 'Falecido',
    NOT_FOUND: 'Não encontrado',
    UNVERIFIED: 'Não verificado',
  },
  types: {
    PRINCIPAL: 'Principal',
    SECONDARY: 'Secundária',
    PROVISIONAL: 'Provisória',
    TEMPORARY: 'Temporária',
    OTHER: 'Outra',
  },
  unverifiedApproval: 'Aprovado sem verificação no CFM: o serviço do conselho não respondeu. A inscrição será verificada novamente.',
  adminSubject: 'Inscrição no CRM deixou de estar ativa: {{name}}',
  adminBody: 'O Conselho Federal de Medicina informa a inscrição do(a) {{name}} (CRM {{crm}}/{{uf}}) como "{{status}}". Novas solicitações deste médico estão bloqueadas e as solicitações pendentes foram sinalizadas para os aprovadores.',
};
