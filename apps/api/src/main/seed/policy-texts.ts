/** The demo programmes' usage-policy texts, read in the portal before each is accepted. */
export const termsOfUseText = (program: string) => [
  `Estes termos regem o uso do portal do ${program} por profissionais de saúde.`,
  'O acesso é pessoal e intransferível: não compartilhe sua senha e encerre a sessão em computadores de uso comum.',
  'As solicitações feitas no portal (exames, medicamentos, kits e viagens) devem corresponder a pacientes reais sob seus cuidados.',
  'O programa pode suspender o acesso em caso de uso indevido, avisando o usuário pelo e-mail cadastrado.',
].join('\n\n');

export const privacyPolicyText = [
  'Tratamos seus dados pessoais e os dos seus pacientes conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
  'Coletamos apenas os dados necessários para operar o programa: identificação, contato, registro profissional e as solicitações feitas.',
  'Os dados não são vendidos nem cedidos a terceiros, exceto aos prestadores que executam as solicitações (laboratórios, transportadoras).',
  'Você pode pedir a exclusão dos seus dados a qualquer momento em "Editar conta"; o pedido é atendido em até 24 horas úteis.',
].join('\n\n');
