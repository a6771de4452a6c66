/**
 * Web-only pt-BR texts not (yet) in the shared catalogue of @portal/domain. Merged under the
 * shared catalogue, which wins on any key both define, so the domain owner can move keys freely.
 */
export const webPtBR = {
  app: {
    name: 'Portal de Programas',
  },
  landing: {
    heroTitle: 'Apoio ao paciente em cada etapa do tratamento',
    heroText:
      'O portal conecta médicos, representantes e gestores aos programas de suporte ao paciente: liberação de medicamentos, exames, procedimentos e muito mais, em um só lugar.',
    howItWorksTitle: 'Como funciona',
    howItWorksText:
      'Escolha o programa, faça seu cadastro com CRM e UF, confirme pelo código enviado por SMS e acompanhe as solicitações dos seus pacientes.',
    stepsTitle: 'Quatro passos para começar',
    step1Title: 'Escolha o programa',
    step1Text: 'Selecione o programa de suporte ao paciente do qual deseja participar.',
    step2Title: 'Informe seu CRM',
    step2Text: 'Busque seu cadastro pelo CRM e pela UF.',
    step3Title: 'Confirme seus dados',
    step3Text: 'Preencha o formulário e confirme com o código recebido por SMS.',
    step4Title: 'Acesse o portal',
    step4Text: 'Entre com seu e-mail e senha e aproveite os serviços do programa.',
  },
  auth: {
    email: 'E-mail',
    password: 'Senha',
    submitting: 'Entrando…',
    title: 'Acesse sua conta',
    forgotLogin: 'Esqueci meu login',
    changeProgram: 'Trocar programa',
    chooseProgramFirst: 'Selecione um programa para entrar.',
  },
  chooser: {
    accessProgram: 'Acessar {{name}}',
    logoAlt: 'Logotipo do programa {{name}}',
    empty: 'Nenhum programa disponível.',
  },
  pending: {
    title: 'Cadastro em análise',
  },
  policies: {
    title: 'Termos de uso',
    intro: 'Para continuar, leia e aceite todos os termos abaixo.',
    read: 'Ler termo',
    accept: 'Aceitar e continuar',
    readFirst: 'Abra e leia o termo para poder aceitá-lo.',
    version: 'Versão {{version}}',
    close: 'Fechar',
  },
  shell: {
    openMenu: 'Abrir menu',
    closeMenu: 'Recolher menu',
    userMenu: 'Menu do usuário',
    copyright: '© {{year}} {{name}}',
    mainNavigation: 'Navegação principal',
    skipToContent: 'Pular para o conteúdo',
  },
  account: {
    deleteTitle: 'Excluir conta',
    deleteText:
      'Deseja solicitar a exclusão da sua conta e dos seus dados? A solicitação é processada em até 24 horas úteis.',
    deleteConfirm: 'Solicitar exclusão',
    deletePassword: 'Senha atual',
    deletePasswordHelp: 'Confirme com a sua senha para solicitar a exclusão.',
  },
  placeholder: {
    text: 'Esta tela estará disponível em breve.',
  },
  page: {
    home: 'Início',
    login: 'Entrar',
    logout: 'Sair',
    signup: 'Cadastro',
    recoverLogin: 'Recuperar login',
    forgotPassword: 'Redefinir senha',
    setPassword: 'Definir senha',
    confirmEmail: 'Confirmar e-mail',
    devOutbox: 'Caixa de saída',
    pcdt: 'PCDT',
    patientConfirmation: 'Confirmação de cadastro do paciente',
    contents: 'Conteúdos',
  },
} as const;
