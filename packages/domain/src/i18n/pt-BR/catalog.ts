/** Screens of the administration catalogue, the library, PCDT and the medicine leaflets. */
export const clients = {
  title: 'Clientes',
  registerTitle: 'Cadastrar cliente',
  editTitle: 'Editar cliente',
  name: 'Nome',
};

export const programs = {
  title: 'Programas',
  registerTitle: 'Cadastrar programa',
  editTitle: 'Editar programa',
  client: 'Cliente',
  name: 'Nome',
  slug: 'Identificador (slug)',
  modules: 'Módulos',
  logoUrl: 'URL do logotipo',
  consentTerm: 'Termo de consentimento',
  styles: 'Estilos (CSS)',
  customHtmlFooter: 'Rodapé personalizado (HTML)',
  customMessageInvalidCRM: 'Mensagem para CRM não encontrado',
  pharmacovigilanceEmail: 'E-mail de farmacovigilância',
  unblockPhones: 'Telefones de desbloqueio por área terapêutica (um por linha, ex.: Oncologia: (11) 4000-0000)',
  wsAcessoCode: 'Código no WS Acesso',
  signupSettings: 'Configurações do cadastro',
  allowSpecialtyDuringSignup: 'Permitir informar especialidades no cadastro',
  requireSpecialtyDuringSignup: 'Exigir ao menos uma especialidade no cadastro',
  requireCpfDuringSignup: 'Exigir CPF no cadastro',
  requireWorkInstitutionsDuringSignup: 'Exigir instituições de trabalho no cadastro',
  automaticFillPatientDataOnExamRequest: 'Preencher automaticamente os dados do paciente na solicitação de exames',
};

export const products = {
  title: 'Produtos',
  registerTitle: 'Cadastrar produto',
  editTitle: 'Editar produto',
  name: 'Nome',
  activeIngredients: 'Princípios ativos',
  wsAcessoPathologyCode: 'Código da patologia no WS Acesso',
  allowExamRequests: 'Permite solicitação de exames',
};

export const presentations = {
  title: 'Apresentações',
  registerTitle: 'Cadastrar apresentação',
  editTitle: 'Editar apresentação',
  name: 'Nome',
  product: 'Produto',
  ean: 'EAN',
  discount: 'Desconto (%)',
  wsAcessoCode: 'Código no WS Acesso',
};

export const followups = {
  title: 'Acompanhamentos',
  registerTitle: 'Cadastrar acompanhamento',
  editTitle: 'Editar acompanhamento',
  name: 'Nome',
  slug: 'Identificador (slug)',
  active: 'Ativo',
  status: 'Situação',
  frequency: 'Frequência',
  noFrequency: 'Sem frequência definida',
  frequencies: { fortnightly: 'Quinzenal', monthly: 'Mensal' },
};

export const treatmentLocations = {
  title: 'Locais de tratamento',
  registerTitle: 'Cadastrar local de tratamento',
  editTitle: 'Editar local de tratamento',
  travelGroup: 'Grupo de viagem',
  followup: 'Acompanhamento',
  followupFilter: 'Filtrar por acompanhamento',
  name: 'Nome',
  cep: 'CEP',
  placeDescription: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
};

export const files = {
  libraryTitle: 'Biblioteca',
  uploadTitle: 'Enviar arquivo',
  name: 'Nome do arquivo',
  description: 'Descrição',
  category: 'Categoria',
  group: 'Grupo (opcional)',
  item: 'Item do grupo (opcional)',
  none: 'Nenhum',
  file: 'Arquivo',
  chooseFile: 'Selecionar arquivo',
  noFileChosen: 'Nenhum arquivo selecionado',
  fileHint: 'PDF, imagens ou documentos do Office, de 1 KB a 10 MB.',
  empty: 'Nenhum arquivo disponível.',
  confirmDelete: 'Deseja realmente excluir o arquivo "{{name}}"?',
  deleteFile: 'Excluir arquivo {{name}}',
  openFile: 'Abrir o arquivo {{name}}',
};

export const pcdt = {
  title: 'Protocolos Clínicos e Diretrizes Terapêuticas (PCDT)',
  intro: 'Consulte os protocolos clínicos publicados para cada estado.',
  state: 'Estado',
  empty: 'Nenhum protocolo disponível para este estado.',
  uploadTitle: 'Enviar protocolo',
};

export const leaflets = {
  title: 'Bula de medicamentos',
  intro: 'Consulte a bula dos medicamentos do programa no site da Anvisa.',
  filter: 'Filtrar medicamentos',
  empty: 'Nenhum medicamento encontrado.',
  openLeaflet: 'Abrir a bula de {{name}} no site da Anvisa (nova aba)',
};
