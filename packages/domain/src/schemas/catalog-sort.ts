import { sortQuerySchema } from './common.ts';

/**
 * The columns each catalogue list may be sorted by: every column shown that SQL can order
 * (a list of modules cannot). The web table offers these; the API refuses any other.
 */
export const CLIENT_SORT_COLUMNS = ['name'] as const;
export const PROGRAM_SORT_COLUMNS = ['name', 'slug'] as const;
export const PRODUCT_SORT_COLUMNS = ['name', 'activeIngredients', 'allowExamRequests'] as const;
export const PRESENTATION_SORT_COLUMNS = ['name', 'product', 'ean', 'discount'] as const;
export const FOLLOWUP_SORT_COLUMNS = ['name', 'slug', 'active'] as const;
export const TREATMENT_LOCATION_SORT_COLUMNS = ['name', 'followup', 'city'] as const;
export const AUDIT_SORT_COLUMNS = ['at', 'actor', 'action', 'entity', 'entityId'] as const;

export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];
export type ProgramSortColumn = (typeof PROGRAM_SORT_COLUMNS)[number];
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];
export type PresentationSortColumn = (typeof PRESENTATION_SORT_COLUMNS)[number];
export type FollowupSortColumn = (typeof FOLLOWUP_SORT_COLUMNS)[number];
export type TreatmentLocationSortColumn = (typeof TREATMENT_LOCATION_SORT_COLUMNS)[number];
export type AuditSortColumn = (typeof AUDIT_SORT_COLUMNS)[number];

export const clientSortQuerySchema = sortQuerySchema(CLIENT_SORT_COLUMNS);
export const programSortQuerySchema = sortQuerySchema(PROGRAM_SORT_COLUMNS);
export const productSortQuerySchema = sortQuerySchema(PRODUCT_SORT_COLUMNS);
export const presentationSortQuerySchema = sortQuerySchema(PRESENTATION_SORT_COLUMNS);
export const followupSortQuerySchema = sortQuerySchema(FOLLOWUP_SORT_COLUMNS);
export const treatmentLocationSortQuerySchema = sortQuerySchema(TREATMENT_LOCATION_SORT_COLUMNS);
export const auditSortQuerySchema = sortQuerySchema(AUDIT_SORT_COLUMNS);
