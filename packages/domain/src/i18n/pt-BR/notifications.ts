/**
 * Notifications of a request's status changes: the bell, the in-app list, the messages sent by
 * e-mail and SMS, and the channel choice on the profile. `{{when}}` is São Paulo time.
 */
export const notifications = {
  bell: 'Notificações',
  bellUnread_one: 'Notificações, {{count}} não lida',
  bellUnread_other: 'Notificações, {{count}} não lidas',
  title: 'Atualizações recentes',
  empty: 'Nenhuma atualização das suas solicitações por enquanto.',
  markAllRead: 'Marcar todas como lidas',
  markRead: 'Marcar como lida',
  unread: 'Não lida',
  openRequest: 'Abrir solicitação {{code}}',
  /** In-app headline per kind. */
  headline: {
    REQUEST_APPROVED: 'Solicitação {{code}} aprovada',
    REQUEST_REJECTED: 'Solicitação {{code}} rejeitada',
    REQUEST_SCHEDULED: 'Solicitação {{code}} agendada',
    REQUEST_CONCLUDED: 'Solicitação {{code}} concluída',
  },
  /** In-app detail line per kind (none for approved and concluded). */
  reason: 'Motivo: {{reason}}',
  noReason: 'Nenhum motivo informado.',
  scheduledFor: '{{item}}: {{when}} (horário de Brasília)',
  scheduledPlace: 'Local: {{place}}',
  /** E-mail and SMS, per kind. */
  email: {
    subject: {
      REQUEST_APPROVED: 'Solicitação {{code}} aprovada',
      REQUEST_REJECTED: 'Solicitação {{code}} rejeitada',
      REQUEST_SCHEDULED: 'Solicitação {{code}} agendada para {{when}}',
      REQUEST_CONCLUDED: 'Solicitação {{code}} concluída',
    },
    body: {
      REQUEST_APPROVED: 'Olá, {{name}}. A solicitação {{code}} ({{type}}) foi aprovada. Acompanhe em {{url}}',
      REQUEST_REJECTED: 'Olá, {{name}}. A solicitação {{code}} ({{type}}) foi rejeitada. Motivo: {{reason}}. Detalhes em {{url}}',
      REQUEST_SCHEDULED: 'Olá, {{name}}. A solicitação {{code}} ({{type}}) foi agendada: {{item}} em {{when}} (horário de Brasília), local: {{place}}. Detalhes em {{url}}',
      REQUEST_CONCLUDED: 'Olá, {{name}}. A solicitação {{code}} ({{type}}) foi concluída. Detalhes em {{url}}',
    },
    footer: 'Você recebe este aviso porque escolheu ser notificado por e-mail. Altere a escolha no seu perfil: {{url}}',
  },
  sms: {
    REQUEST_APPROVED: 'Solicitação {{code}} aprovada. Detalhes: {{url}}',
    REQUEST_REJECTED: 'Solicitação {{code}} rejeitada. Motivo: {{reason}}. Detalhes: {{url}}',
    REQUEST_SCHEDULED: 'Solicitação {{code}} agendada: {{when}} (horário de Brasília), {{place}}. Detalhes: {{url}}',
    REQUEST_CONCLUDED: 'Solicitação {{code}} concluída. Detalhes: {{url}}',
  },
  placeNotGiven: 'local a confirmar',
  /** The profile's channel choice. */
  preferences: {
    title: 'Avisos das solicitações',
    intro: 'Escolha por onde deseja ser avisado quando suas solicitações forem aprovadas, rejeitadas, agendadas ou concluídas. Os avisos sempre aparecem no sino do portal.',
    channel: { EMAIL: 'E-mail', SMS: 'SMS (celular)', WHATSAPP: 'WhatsApp (celular)' },
    /** With both on, WhatsApp goes first and the SMS only if it is not delivered (decision 0056). */
    whatsappFirst: 'Com WhatsApp e SMS marcados, você recebe pelo WhatsApp; o SMS só é enviado se a mensagem não for entregue.',
    destination: 'Enviado para {{destination}}',
    noDestination: 'Cadastre um celular no seu perfil para receber por este canal.',
    save: 'Salvar avisos',
    saved: 'Preferências de aviso salvas.',
  },
};

/** The scheduling step of a request: its form fields, the timeline and the list's filter. */
export const scheduling = {
  dateTime: 'Data e hora (horário de Brasília)',
  place: 'Local',
  placeHint: 'Laboratório, clínica ou endereço da coleta',
  timelineWhen: '{{when}} (horário de Brasília)',
  timelinePlace: 'Local: {{place}}',
  appointment: 'Agendamento',
  scheduledFrom: 'Agendado a partir de',
  scheduledTo: 'Agendado até',
};

/** Error codes of scheduling and notifications (keys of `err`). */
export const notificationErr = {
  procedureScheduleDateRequired: 'Informe a data e o horário do agendamento.',
  procedureConcludedBeforeAppointment: 'O item está agendado para uma data futura e ainda não pode ser concluído. Conclua-o a partir do dia agendado ou reagende-o.',
  notificationChannelUnavailable: 'Este canal precisa de um contato no seu perfil (um celular para SMS).',
  failedToLoadNotifications: 'Falha ao carregar as notificações.',
  failedToSaveNotificationPreferences: 'Falha ao salvar as preferências de aviso.',
};
