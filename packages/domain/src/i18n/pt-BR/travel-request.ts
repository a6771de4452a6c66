/** The travel request screen (spec §2 "Travel request", §4 Travel form, §5 Travel). */
export const travelRequest = {
  title: 'Solicitar viagem',
  followup: 'Acompanhamento',
  pickFollowupFirst: 'Escolha o acompanhamento para continuar.',
  noTravelGroup: 'Este acompanhamento não possui grupo de viagem.',
  loadFailed: 'Falha ao carregar os dados do grupo de viagem.',
  patientTitle: 'Dados do paciente',
  fieldsTitle: 'Informações da viagem',
  aidsTitle: 'Auxílios',
  locationTitle: 'Local de tratamento',
  location: 'Local de tratamento',
  otherLocation: 'Outro local',
  newLocationName: 'Nome do local',
  newLocationTitle: 'Endereço do novo local',
  submit: 'Solicitar',
  sending: 'Enviando...',
};
