/**
 * The error messages /login and the app frame can show before any other screen loads: transport,
 * session, login and account. Part of `err` (errors.ts), defined only here; the web loads just this
 * part with /login and the rest with the first other screen (apps/web/src/lib/i18n).
 */
export const sessionErr = {
  // Transport and session
  generic: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  unknownError: 'Erro desconhecido',
  badRequest: 'Requisição inválida. Verifique os dados informados.',
  validation: 'Verifique os campos destacados e tente novamente.',
  unauthorized: 'Sua sessão expirou. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  notFound: 'Registro não encontrado.',
  dataNotFound: 'Dados não encontrados.',
  tooManyRequests: 'Muitas tentativas em pouco tempo. Aguarde alguns instantes e tente novamente.',
  databaseUnavailable: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  requestEntityTooLarge: 'Os dados enviados excedem o tamanho máximo permitido.',
  linkedToOtherEntity: 'Não é possível excluir este registro, pois ele está vinculado a outros cadastros.',
  failedToLoadData: 'Falha ao carregar os dados.',
  failedToLoadFormData: 'Erro ao obter os dados do formulário.',

  // Login and account
  invalidUser: 'Usuário ou senha inválidos.',
  userNotInProgram: 'Usuário não cadastrado neste programa.',
  expiredPassword: 'Sua senha expirou. Clique em "Esqueci minha senha" para cadastrar uma nova senha.',
  blockedUser: 'Seu usuário está bloqueado. Entre em contato com o programa para solicitar o desbloqueio.',
  userNotApproved: 'Seu cadastro está aguardando aprovação. Você será avisado por e-mail quando o acesso for liberado.',
  policiesNotAccepted: 'É necessário aceitar os termos de uso para continuar.',
  invalidPassword: 'Senha inválida.',
  failedToChangePassword: 'Falha ao alterar a senha.',
  failedToLoadPolicies: 'Falha ao carregar os termos de uso.',
  failedToAcceptPolicies: 'Falha ao registrar o aceite dos termos de uso.',
  failedToRequestOptout: 'Falha ao solicitar a exclusão dos dados.',
  programNotFound: 'Programa não encontrado.',

  // Login captcha after repeated failures
  loginCaptchaRequired: 'Por segurança, confirme que você não é um robô para continuar.',
};
