/** The patient-procedure request screen (spec §2 "Patient-procedure request", §5). */
export const patientProcedureRequest = {
  title: 'Solicitar procedimento do paciente',
  pickerTitle: 'Procedimento',
  product: 'Produto',
  patientProcedure: 'Procedimento',
  pickFirst: 'Escolha o produto e o procedimento para continuar.',
  loadFailed: 'Falha ao carregar os campos do procedimento.',
  patientTitle: 'Dados do paciente',
  fieldsTitle: 'Informações do procedimento',
  submit: 'Solicitar',
  sending: 'Enviando...',
};

/** The supply (kit) request screen (spec §2 "Supply request", §5). */
export const supplyRequest = {
  title: 'Solicitar kits',
  kitTitle: 'Kit',
  supplyGroup: 'Grupo de kits',
  supply: 'Kit',
  institution: 'Instituição',
  quantity: 'Quantidade',
  pickFirst: 'Escolha o grupo de kits e o kit para continuar.',
  recipientTitle: 'Destinatário e endereço',
  savedAddress: 'Endereço de entrega',
  newAddress: 'Novo endereço',
  savedAddressOption: '{{recipient}} · {{place}}, {{number}} · {{city}}/{{state}}',
  recipientType: 'Tipo de destinatário',
  recipientCpf: 'CPF do destinatário',
  recipientName: 'Nome do destinatário',
  email: 'E-mail',
  observation: 'Observação',
  saveAddress: 'Salvar este endereço para os próximos pedidos',
  submit: 'Solicitar',
  sending: 'Enviando...',
};

/** The stock chip of the request screens: the units the doctor holds of the chosen item. */
export const requestStock = {
  label: 'Estoque: {{count}}',
  unlimited: 'Estoque ilimitado',
  loading: 'Consultando estoque',
};
