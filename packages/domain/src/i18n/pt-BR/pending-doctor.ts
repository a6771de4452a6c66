/** The doctor's wait before using the portal: the terms gate and the approval screen. */
export const pendingDoctor = {
  title: 'Cadastro em análise',
  timeframe: 'A equipe do programa analisa os cadastros em até 2 dias úteis.',
  contactTitle: 'Dúvidas sobre o seu cadastro no {{program}}? Fale com a central de atendimento:',
  noContact: 'Em caso de dúvidas, fale com o representante do programa que indicou o portal.',
  logout: 'Sair',
  /** The terms gate's tab title (it is not the login page any more). */
  termsTitle: 'Termos de uso',
};
