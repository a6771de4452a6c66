/** The dashboard by status (counts per type and status, linking to the filtered list) and the weekly volume chart. */
export const dashboardStatus = {
  title: 'Solicitações por status',
  caption: 'Todas as solicitações feitas até hoje, por tipo e status; cada número abre a lista filtrada',
  type: 'Tipo',
  total: 'Total',
  empty: 'Nenhuma solicitação.',
  loadFailed: 'Não foi possível carregar as solicitações por status.',
  openList: '{{count}} {{type}} com status {{status}}: abrir a lista',
  openAll: '{{count}} {{type}}: abrir a lista',
  types: {
    FIRST_MEDICINE: 'Primeiro medicamento',
    CLINICAL_EXAMINATION: 'Exames',
    PATIENT_PROCEDURE: 'Procedimentos do paciente',
    SALESFORCE_VISIT: 'Visitas',
    SUPPLY: 'Kits',
    TRAVEL: 'Viagens',
  },
  weekly: {
    title: 'Solicitações por semana',
    intro: 'Solicitações dos mesmos tipos da tabela, feitas em cada uma das últimas 12 semanas (semana iniciada na segunda-feira, horário de São Paulo); convites de pacientes não contam.',
    chartLabel: 'Gráfico de barras das solicitações por semana; os mesmos números estão na tabela a seguir.',
    tableCaption: 'Solicitações por semana',
    week: 'Semana de',
    count: 'Solicitações',
    loadFailed: 'Não foi possível carregar as solicitações por semana.',
  },
};
