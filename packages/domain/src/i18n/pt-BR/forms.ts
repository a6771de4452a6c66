/** Texts of the shared form pieces (address block, work institutions, code boxes, captcha) and of profile edit. */
export const address = {
  cep: 'CEP',
  placeDescription: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'UF',
};

export const workInstitutions = {
  title: 'Instituições em que trabalha',
  label: 'Instituição {{position}}',
  add: 'Adicionar instituição',
  remove: 'Remover instituição {{position}}',
};

export const codeInput = {
  label: 'Código de verificação',
};

export const captcha = {
  notARobot: 'Não sou um robô',
};

export const profile = {
  title: 'Editar perfil',
  personalData: 'Dados pessoais',
  doctorData: 'Dados do médico',
  addressTitle: 'Endereço',
  lockedHint: 'Este dado não pode ser alterado depois de preenchido.',
  emailChangeNotice: 'Ao alterar o e-mail, você será desconectado e deverá entrar novamente com o novo e-mail.',
  emailInAccount: 'O e-mail de acesso é alterado em Editar conta.',
  emailByAdministrator: 'O e-mail de acesso é alterado pelo administrador do programa.',
  goToEditAccount: 'Alterar e-mail de acesso',
};
