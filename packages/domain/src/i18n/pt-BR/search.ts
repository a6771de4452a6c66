/** The top bar's global search. */
export const globalSearch = {
  open: 'Buscar',
  openHint: 'Buscar solicitação, paciente ou médico',
  title: 'Buscar',
  label: 'Código da solicitação, nome ou CPF do paciente, nome ou CRM do médico',
  placeholder: 'Digite ao menos 2 caracteres',
  close: 'Fechar a busca',
  loading: 'Buscando...',
  noResults: 'Nada encontrado.',
  tooShort: 'Digite ao menos 2 caracteres.',
  failed: 'Não foi possível buscar agora. Tente novamente.',
  groups: {
    requests: 'Solicitações',
    patients: 'Pacientes',
    doctors: 'Médicos',
  },
  request: '{{code}} · {{type}} · {{status}}',
  patient: '{{name}} · CPF final {{cpfEnd}}',
  /** A patient with no name on file (registered by CPF only). */
  patientWithoutName: 'Paciente sem nome · CPF final {{cpfEnd}}',
  patientRequest: 'Última solicitação: {{code}}',
  patientInvitation: 'Convite {{code}} · {{standing}}',
  doctor: '{{name}} · CRM {{crm}}/{{uf}}',
};
