import type { ProgressStep } from '../../rules/procedure-workflow.ts';

/** The procedures export (columns, file names) and the step spreadsheet's step names. */
export const procedureSheets = {
  exportFileName: 'Solicitacoes',
  exportSheetName: 'Solicitações',
  progressTemplateFileName: 'Modelo-Etapas-Solicitacoes.xlsx',
  progressSheetName: 'Etapas',
  columns: {
    code: 'Código',
    createdAt: 'Data da solicitação (horário de São Paulo)',
    type: 'Tipo',
    status: 'Status',
    followup: 'Acompanhamento',
    examGroup: 'Grupo de exames',
    items: 'Itens',
    product: 'Produto',
    presentation: 'Apresentação',
    patientProcedure: 'Procedimento',
    patientName: 'Paciente',
    patientCpf: 'CPF do paciente',
    requesterName: 'Solicitante',
    requesterCrm: 'CRM',
    requesterUf: 'UF',
    approvedBy: 'Decisão',
    approvedAt: 'Data da decisão (horário de São Paulo)',
  },
  /** The values of the spreadsheet's "Etapa" column. */
  steps: {
    SCHEDULE: 'Agendar',
    COLLECT: 'Coletar',
    RECEIVE: 'Receber',
    CONCLUDE: 'Concluir',
    CANCEL: 'Cancelar',
  } satisfies Record<ProgressStep, string>,
};
