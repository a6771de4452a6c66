/** Spreadsheet imports as a wizard: the template's guide, the dry run's summary, the progress and the result. */
export const importWizard = {
  // The template (written by the API)
  requiredNote: 'Coluna obrigatória',
  optionalSpecialtyNote: 'Coluna opcional: deixe em branco se o médico não tiver especialidade. Quando preenchida, use o nome de uma especialidade do programa.',
  exampleSheetName: 'Exemplo',
  exampleDoctor: {
    name: 'Dra. Ana Exemplo da Silva',
    crm: '123456',
    uf: 'SP',
    phone: '11987654321',
    email: 'ana.exemplo@exemplo.com.br',
    cpf: '52998224725',
    specialty: 'Oncologia',
  },
  exampleVoucher: { crm: '123456', uf: 'SP', ean: '7891234567895', amount: '10' },
  // The wizard (web)
  templateHint: 'O modelo marca as colunas obrigatórias e traz, na aba "Exemplo", uma linha preenchida.',
  checking: 'Verificando a planilha...',
  saving: 'Importando as linhas...',
  progressLabel: 'Andamento da importação',
  summary_one: '{{valid}} válida, {{invalid}} com erros',
  summary_other: '{{valid}} válidas, {{invalid}} com erros',
  summaryTitle: 'Resultado da verificação de {{file}}',
  readyToImport_one: 'Nada foi salvo ainda. Confira e importe a linha.',
  readyToImport_other: 'Nada foi salvo ainda. Confira e importe as {{count}} linhas.',
  fixAndRetry: 'Nada foi salvo. Corrija as linhas com erros e escolha o arquivo de novo.',
  check: 'Verificar planilha',
  import_one: 'Importar {{count}} linha',
  import_other: 'Importar {{count}} linhas',
  imported_one: '{{count}} linha importada.',
  imported_other: '{{count}} linhas importadas.',
  startOver: 'Importar outra planilha',
};
