/** The first-medicine release screen (spec §2 "First-medicine release", §4 Patient lookup, §5, §8 First medicine). */
export const firstMedicine = {
  title: 'Liberação de medicamento',
  intro: 'Escolha o medicamento, busque o paciente pelo CPF e responda ao questionário do programa.',
  // Product and presentation
  productTitle: 'Medicamento',
  product: 'Produto',
  presentation: 'Apresentação',
  stock_zero: 'Nenhum voucher disponível',
  stock_one: '{{count}} voucher disponível',
  stock_other: '{{count}} vouchers disponíveis',
  stockUnlimited: 'Vouchers ilimitados',
  // Patient lookup
  patientTitle: 'Paciente',
  cpf: 'CPF do paciente',
  search: 'Buscar',
  searching: 'Buscando paciente...',
  lookupHint: 'Informe o CPF do paciente e clique em Buscar.',
  /** What to do after each failure, said in place under its message (the typed data stays). */
  checkCpfNextStep: 'O serviço de cadastro do programa não respondeu. Confira o CPF e clique em Buscar novamente; se o erro continuar, tente mais tarde ou fale com a central do programa.',
  releaseNextStep: 'Nada foi liberado e os dados digitados foram mantidos. Revise-os e clique em Solicitar novamente; se o erro continuar, fale com a central do programa.',
  notEligibleNextStep: 'Nada foi liberado. Confira o CPF digitado; se estiver correto, o paciente não pode iniciar o tratamento pelo programa agora: oriente-o a procurar a central do programa.',
  retry: 'Tentar novamente',
  lookupFirst: 'Busque o paciente pelo CPF antes de solicitar.',
  registered: 'Paciente já cadastrado no programa. Informe o CRM, a UF do CRM e a indicação.',
  notRegistered: 'Paciente não cadastrado no programa. Preencha o cadastro completo.',
  // Registration form
  registrationTitle: 'Cadastro do paciente',
  name: 'Nome do paciente',
  gender: 'Sexo biológico',
  birthDate: 'Data de nascimento',
  email: 'E-mail',
  mobile: 'Celular',
  phone: 'Telefone',
  state: 'Estado',
  city: 'Cidade',
  neighborhood: 'Bairro',
  address: 'Endereço',
  number: 'Número',
  complement: 'Complemento',
  cep: 'CEP',
  consentsTitle: 'Autorizações de contato',
  consent: {
    contact: 'Aceita ser contatado pelo programa',
    sms: 'Aceita receber SMS',
    phone: 'Aceita receber ligações',
    mail: 'Aceita receber correspondências',
    email: 'Aceita receber e-mails',
  },
  // Prescriber
  doctorTitle: 'Médico prescritor',
  doctorName: 'Nome do médico',
  crm: 'CRM',
  uf: 'UF do CRM',
  // Questionnaire
  questionnaireTitle: 'Questionário',
  questionnaireLoading: 'Carregando o questionário...',
  answerRequired: 'Responda a esta pergunta.',
  indication: 'Indicação',
  // Submit
  submit: 'Solicitar',
  sending: 'Enviando...',
  // Success (spec §8 msg.successToReleaseMedication; §9 collection within 30 days)
  successTitle: 'Liberação concluída',
  successText: 'O medicamento foi liberado e o paciente pode retirá-lo em até 30 dias.',
  successCode: 'Código da solicitação: {{code}}',
  /** Before the request's code, shown as a link to its detail. */
  successCodeLabel: 'Código da solicitação:',
};
