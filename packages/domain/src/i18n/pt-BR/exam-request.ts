/** The exam request screen (spec §2 "Exam request", §5 Exam request). */
export const examRequest = {
  title: 'Solicitar exames',
  followup: 'Acompanhamento',
  examGroup: 'Grupo de exames',
  pickGroupFirst: 'Escolha o acompanhamento e o grupo de exames para continuar.',
  loadFailed: 'Falha ao carregar os dados do grupo de exames.',
  // Patient
  patientTitle: 'Dados do paciente',
  searchingPatient: 'Buscando dados do paciente',
  patientFilled: 'Dados do paciente preenchidos a partir do CPF.',
  // Product (groups that ask for one)
  productTitle: 'Produto',
  product: 'Produto',
  presentation: 'Apresentação',
  presentationEan: 'EAN da apresentação',
  // Exams
  examsTitle: 'Exames',
  institution: 'Laboratório',
  noExams: 'Nenhum exame disponível para este grupo.',
  requiredExam: 'Obrigatório',
  /** Why an exam's checkbox cannot be changed, said beside it. */
  requiredExamWhy: 'Sempre incluído: o programa exige este exame no grupo.',
  outOfStockWhy: 'Indisponível: você não tem voucher deste exame e o programa não permite solicitá-lo sem voucher. Peça vouchers ao seu representante.',
  vouchers_one: '{{count}} voucher',
  vouchers_other: '{{count}} vouchers',
  availability: {
    VOUCHER_AVAILABLE: 'Voucher disponível',
    REQUEST_EXAM: 'Solicitar exame',
    REQUEST_APPROVAL: 'Solicitar aprovação do programa',
    OUT_OF_STOCK: 'Sem estoque',
  },
  supplies: 'Kits do exame',
  supplyInstitution: 'Local de envio do kit {{name}}',
  // Aids
  aidsTitle: 'Auxílios',
  // Procedure fields
  fieldsTitle: 'Informações da solicitação',
  // Agreement
  agreementTitle: 'Consentimento do paciente',
  agreementType: 'Forma de consentimento',
  agreementTerm: 'Termo de consentimento',
  agreementCodeHint: 'Enviaremos um código por SMS ao celular do paciente. Informe os 5 dígitos recebidos.',
  sendCode: 'Enviar código ao paciente',
  resendCode: 'Reenviar código',
  resendIn: 'Reenviar código em {{seconds}} s',
  codeSent: 'Código enviado para o celular do paciente.',
  codeLabel: 'Código recebido pelo paciente',
  phoneNeeded: 'Informe um celular válido do paciente para enviar o código.',
  fileHint: 'Envie o termo assinado em PDF ou imagem (PNG ou JPEG), até 5 MB.',
  chooseFile: 'Escolher arquivo',
  chosenFile: 'Arquivo escolhido: {{name}}',
  // Sample withdrawal
  withdrawalTitle: 'Retirada da amostra',
  logisticType: 'Tipo de logística',
  recipientType: 'Destinatário',
  recipientName: 'Nome do destinatário',
  documentType: 'Tipo de documento do solicitante',
  requesterCpf: 'CPF do solicitante',
  requesterCnpj: 'CNPJ do solicitante',
  requesterName: 'Nome do solicitante',
  pickUpTime: 'Período da coleta',
  observation: 'Observação',
  addressTitle: 'Endereço',
  withdrawalDates: 'Datas para a retirada',
  withdrawalDatesHint: 'Até quatro datas em dias úteis, a partir de {{date}}.',
  withdrawalDate: '{{position}}ª data',
  // Submit
  submit: 'Solicitar',
  sending: 'Enviando...',
  unselectedTitle: 'Nem todos os exames foram selecionados',
  unselectedMessage: 'Você selecionou {{selected}} de {{offered}} exames disponíveis. Deseja escolher outros exames ou solicitar somente os selecionados?',
  chooseOtherExams: 'Escolher outros exames',
  requestOnlySelected: 'Solicitar somente os selecionados',
};

/** The dynamic procedure fields of the request screens (spec §3 Procedure field config). */
export const dynamicFields = {
  yes: 'Sim',
  no: 'Não',
  loadingPathologies: 'Carregando patologias',
  pathologiesFailed: 'Falha ao carregar as patologias do programa.',
};
