import type {
  DisplayProcedureStatus, DoctorStatus, ExamSubStatus, MedicationStatus,
} from '../../enums/index.ts';

/** Procedure status chips (spec §3), including the derived PARTIAL. */
export const status: Record<DisplayProcedureStatus, string> = {
  OPEN: 'Solicitado',
  APPROVED: 'Aprovado',
  REJECTED: 'Rejeitado',
  SCHEDULED: 'Agendado',
  CANCELED: 'Cancelado',
  CONCLUDED: 'Concluído',
  PARTIAL: 'Parcial',
};

export const examSubStatus: Record<ExamSubStatus, string> = {
  PENDING_LABORATORY: 'Pendente laboratório',
  PROSPECT_LABORATORY: 'Prospecção de laboratório',
  PENDING_PATIENT: 'Pendente paciente',
  UNDER_REVIEW: 'Em análise',
  SCHEDULED_EXAM: 'Exame agendado',
  RESCHEDULED: 'Reagendado',
  RECOLLECTION: 'Recoleta',
  CONCLUDED: 'Concluído',
  CANCELLED_BY_PATIENT: 'Cancelado pelo paciente',
  CANCELLED_BY_LABORATORY: 'Cancelado pelo laboratório',
  CANCELLED_BY_DOCTOR: 'Cancelado pelo médico',
  DENIED_OUT_OF_SCOPE: 'Negado: fora do escopo',
  DENIED_AMOUNT_NOT_APPROVED: 'Negado: valor não aprovado',
  EXAM_FRUSTRATED: 'Exame frustrado (paciente não compareceu)',
};

export const medicationStatus: Record<MedicationStatus, string> = {
  OPEN: 'Em aberto',
  SCHEDULED: 'Agendado',
  REALIZED: 'Realizado',
  CANCELED: 'Cancelado',
};

/** Doctor registration state (spec §4), plus the "all" filter option of the doctors list. */
export const doctorStatus: Record<DoctorStatus | 'all', string> = {
  all: 'Todos',
  registered: 'Cadastrado',
  preRegistration: 'Pré-cadastro',
  unregistered: 'Não cadastrado',
};

/** Patient access-phase steps (spec §4). */
export const accessPhase = {
  COMPLETED: 'Concluída',
  WAITING: 'Em andamento',
  NOT_STARTED: 'Não iniciada',
};
