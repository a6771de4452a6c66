import type { ProcedureType } from '@portal/domain';

/** The columns a list shows besides date, code, status and the person (spec §3 request rows). */
export type ListColumn = 'product' | 'presentation' | 'patientProcedure' | 'examGroup' | 'followup' | 'items' | 'approvedBy' | 'approvedAt';

export interface ProcedureListConfig {
  type: ProcedureType;
  /** The list's route key (its title is `menu.<key>`). */
  routeKey: string;
  /** The route key of the typed detail screen. */
  detailKey: string;
  columns: readonly ListColumn[];
  /** Follow-up, status, exam group and year-month filters (the clinical-exam list, spec §2). */
  examFilters: boolean;
  /** Catalogue key of the `items` column header. */
  itemsLabel?: string;
}

/** One generic list configured per procedure type. */
export const PROCEDURE_LISTS = {
  FIRST_MEDICINE: {
    type: 'FIRST_MEDICINE', routeKey: 'proceduresMedications', detailKey: 'procedureMedication', examFilters: false,
    columns: ['product', 'presentation', 'approvedBy', 'approvedAt'],
  },
  CLINICAL_EXAMINATION: {
    type: 'CLINICAL_EXAMINATION', routeKey: 'proceduresExams', detailKey: 'procedureExam', examFilters: true,
    columns: ['examGroup', 'items', 'approvedBy', 'approvedAt'], itemsLabel: 'procedures.exams',
  },
  PATIENT_PROCEDURE: {
    type: 'PATIENT_PROCEDURE', routeKey: 'proceduresPatientProcedures', detailKey: 'procedurePatientProcedure', examFilters: false,
    columns: ['product', 'patientProcedure', 'approvedBy', 'approvedAt'],
  },
  SALESFORCE_VISIT: {
    type: 'SALESFORCE_VISIT', routeKey: 'proceduresVisits', detailKey: 'procedureVisit', examFilters: false,
    columns: ['approvedBy', 'approvedAt'],
  },
  SUPPLY: {
    type: 'SUPPLY', routeKey: 'supplyRequests', detailKey: 'supplyRequestDetail', examFilters: false,
    columns: ['items', 'approvedBy', 'approvedAt'],
  },
  TRAVEL: {
    type: 'TRAVEL', routeKey: 'travelRequests', detailKey: 'travelRequestDetail', examFilters: false,
    columns: ['followup', 'items', 'approvedBy', 'approvedAt'],
  },
} as const satisfies Partial<Record<ProcedureType, ProcedureListConfig>>;

export type ListedProcedureType = keyof typeof PROCEDURE_LISTS;

/** The typed detail route of a request, or the generic one. */
export const detailKeyOf = (type: ProcedureType): string =>
  (type in PROCEDURE_LISTS ? PROCEDURE_LISTS[type as ListedProcedureType].detailKey : 'procedureDetail');
