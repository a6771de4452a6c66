/**
 * SMART Backend Services clients and Bulk Data exports (decisions 0083, 0084): the error and
 * validation messages, and the administrator's screen.
 */
export const fhirClientsErr = {
  fhirClientNotFound: 'Cliente FHIR não encontrado.',
  fhirClientRevoked: 'Este cliente FHIR foi revogado.',
  fhirJwksInvalid: 'O conjunto de chaves (JWKS) não tem nenhuma chave pública RSA ou EC utilizável para RS384 ou ES384.',
};

export const fhirClientsValidation = {
  fhirScope: 'Escopo inválido: use system/*.read ou system/<Tipo>.read (ou .rs), separados por espaço.',
  fhirJwks: 'Cole um JWKS válido: um objeto JSON com "keys" contendo de 1 a 10 chaves públicas RSA ou EC.',
  fhirJwksPrivate: 'O JWKS contém uma chave privada. Envie somente a parte pública.',
  fhirJwksUrl: 'Informe uma URL https.',
  fhirJwksOrUrl: 'Informe o JWKS ou a URL onde ele é publicado (um dos dois).',
};

export const fhirClients = {
  title: 'Clientes FHIR (SMART Backend Services)',
  intro: 'Sistemas parceiros que leem os dados do programa pela API FHIR R4 e pela exportação em lote, autenticados por chave pública.',
  register: 'Registrar cliente',
  name: 'Nome do sistema',
  jwks: 'Chaves públicas (JWKS)',
  jwksHelp: 'Cole o JSON com "keys" (RS384 ou ES384). Nunca cole a chave privada.',
  scope: 'Escopos',
  scopeHelp: 'system/*.read dá acesso a todos os tipos; ou escolha tipos específicos.',
  allTypes: 'Todos os tipos (system/*.read)',
  created: 'Cliente registrado. Identificador (client_id): {{clientId}}',
  clientId: 'client_id',
  createdAt: 'Criado em',
  createdBy: 'Criado por',
  lastUsedAt: 'Último uso',
  never: 'Nunca',
  status: 'Situação',
  active: 'Ativo',
  suspended: 'Suspenso',
  suspendedNotice: 'O módulo Parceiros FHIR está desativado neste programa: os clientes ficam suspensos (nenhum token é emitido e nenhum dado é lido) até que o módulo seja reativado. Revogar continua possível.',
  revoked: 'Revogado em {{date}}',
  rotate: 'Trocar chave',
  rotateTitle: 'Trocar as chaves públicas de {{name}}',
  rotated: 'Chaves públicas substituídas.',
  revoke: 'Revogar',
  revokeConfirm: 'Revogar {{name}}? Os tokens dele deixam de valer imediatamente.',
  revokedDone: 'Cliente revogado.',
  empty: 'Nenhum cliente registrado.',
  exportsTitle: 'Exportações em lote',
  exportsEmpty: 'Nenhuma exportação.',
  exportWho: 'Solicitante',
  exportWhen: 'Quando',
  exportTypes: 'Tipos',
  exportStatus: 'Situação',
  exportSize: 'Tamanho',
  exportResources: '{{count}} recursos',
  exportExpiry: 'Expira em',
  exportStatuses: { queued: 'Na fila', running: 'Em andamento', completed: 'Concluída', failed: 'Falhou', cancelled: 'Cancelada' },
};
