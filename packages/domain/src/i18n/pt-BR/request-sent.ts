/** What a request form says once the request is made: its code, and where to follow it. */
export const requestSent = {
  title: 'Solicitação {{code}} enviada',
  open: 'Acompanhar a solicitação {{code}}',
  newRequest: 'O formulário abaixo está pronto para uma nova solicitação.',
  /** A submit button that cannot send says why, before the doctor tries. */
  noStock: 'Você não tem estoque deste procedimento (Estoque: 0). Peça uma distribuição ao seu representante ou escolha outro procedimento.',
};
