/** The programme's frequently asked questions (a static page until the CMS serves a FAQ category). */
export const faq = {
  title: 'Perguntas frequentes',
  intro: 'Respostas para as dúvidas mais comuns sobre o portal do programa.',
  items: {
    access: {
      question: 'Como recebo acesso ao portal?',
      answer: 'Médicos se cadastram pela página de cadastro e aguardam a aprovação do programa. Usuários cadastrados pela administração recebem por e-mail um convite para definir a senha.',
    },
    password: {
      question: 'Esqueci minha senha. O que faço?',
      answer: 'Na página de login, clique em "Esqueci minha senha" e informe o seu e-mail. Você receberá um link, válido por 1 hora, para cadastrar uma nova senha.',
    },
    login: {
      question: 'Esqueci o e-mail de acesso.',
      answer: 'Use "Esqueci meu login" na página de login e informe o seu CRM e a UF para ver o e-mail cadastrado.',
    },
    blocked: {
      question: 'Meu usuário está bloqueado.',
      answer: 'Entre em contato com o programa pelos telefones de desbloqueio da sua área terapêutica, mostrados na página de login, ou redefina a sua senha.',
    },
    optout: {
      question: 'Como excluo a minha conta e os meus dados?',
      answer: 'Em "Editar conta", solicite a exclusão. Os dados são removidos em até 24 horas úteis, conforme a LGPD.',
    },
  },
};
