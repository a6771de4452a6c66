/** Labels of the cascading catalogue pickers (permissions, inventory). */
export const catalogPicker = {
  product: 'Produto',
  presentation: 'Apresentação',
  followup: 'Acompanhamento',
  examGroup: 'Grupo de exames',
  exam: 'Exame',
  patientProcedure: 'Procedimento do paciente',
  supplyGroup: 'Grupo de insumos',
  supply: 'Insumo',
};
