/** The pages an address that leads nowhere shows (an unknown path, a request that is not there). */
export const notFound = {
  pageTitle: 'Página não encontrada',
  pageText: 'O endereço que você abriu não existe ou não está disponível para o seu perfil neste programa.',
  requestTitle: 'Solicitação não encontrada',
  requestText: 'Esta solicitação não existe, é de outro programa ou não está disponível para o seu perfil.',
  goHome: 'Ir para o início',
};
