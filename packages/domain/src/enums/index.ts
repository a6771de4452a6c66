/** Enumerations of spec §3. Each is a const tuple plus its union type, so zod and the UI share them. */

export const USER_TYPES = ['SYSADMIN', 'ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE', 'DOCTOR'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SESSION_ROLES = ['SYSADMIN', 'ADMIN', 'REPRESENTATIVE', 'DOCTOR'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

export const MODULES = [
  'clinicalExamination', 'firstMedicine', 'patientProcedure', 'patientInvitation', 'salesforceVisit', 'supply',
  'library', 'doctorBenefits', 'travel', 'patients', 'editUser', 'contents', 'discounts', 'PCDT',
  'pharmacovigilance', 'partners',
] as const;
export type Module = (typeof MODULES)[number];

export const PERMISSION_TYPES = [
  'FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE', 'PATIENT_INVITATION', 'SUPPLY', 'TRAVEL',
  'PATIENTS', 'EDIT_USER', 'CONTENTS', 'DISCOUNTS', 'PCDT', 'PHARMACOVIGILANCE',
  'FHIR_PARTNERS',
] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

/** The programme module each permission type grants. */
export const PERMISSION_MODULE: Record<PermissionType, Module> = {
  FIRST_MEDICINE: 'firstMedicine',
  CLINICAL_EXAMINATION: 'clinicalExamination',
  PATIENT_PROCEDURE: 'patientProcedure',
  PATIENT_INVITATION: 'patientInvitation',
  SUPPLY: 'supply',
  TRAVEL: 'travel',
  PATIENTS: 'patients',
  EDIT_USER: 'editUser',
  CONTENTS: 'contents',
  DISCOUNTS: 'discounts',
  PCDT: 'PCDT',
  PHARMACOVIGILANCE: 'pharmacovigilance',
  FHIR_PARTNERS: 'partners',
};

export const PROCEDURE_TYPES = [
  'FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE', 'SALESFORCE_VISIT', 'SUPPLY', 'DOCTOR_BENEFITS',
  'AID', 'TRAVEL', 'PATIENTS', 'DISCOUNTS', 'CHECK_PATIENT_ELIGIBILITY', 'PCDT',
] as const;
export type ProcedureType = (typeof PROCEDURE_TYPES)[number];
/** Requests made for the doctor, never for a patient: a kit for the clinic, a representative's visit. */
export const REQUEST_TYPES_WITHOUT_PATIENT: readonly ProcedureType[] = ['SUPPLY', 'SALESFORCE_VISIT'];

export const PROCEDURE_STATUSES = ['OPEN', 'APPROVED', 'REJECTED', 'SCHEDULED', 'CANCELED', 'CONCLUDED'] as const;
export type ProcedureStatus = (typeof PROCEDURE_STATUSES)[number];
/** PARTIAL is derived for a group, never stored. */
export type DisplayProcedureStatus = ProcedureStatus | 'PARTIAL';

export const EXAM_SUB_STATUSES = [
  'PENDING_LABORATORY', 'PROSPECT_LABORATORY', 'PENDING_PATIENT', 'UNDER_REVIEW', 'SCHEDULED_EXAM', 'RESCHEDULED',
  'RECOLLECTION', 'CONCLUDED', 'CANCELLED_BY_PATIENT', 'CANCELLED_BY_LABORATORY', 'CANCELLED_BY_DOCTOR',
  'DENIED_OUT_OF_SCOPE', 'DENIED_AMOUNT_NOT_APPROVED', 'EXAM_FRUSTRATED',
] as const;
export type ExamSubStatus = (typeof EXAM_SUB_STATUSES)[number];
/** The spec's numeric exam sub-status (0 to 13): the position in the list above. */
export const examSubStatusCode = (subStatus: ExamSubStatus): number => EXAM_SUB_STATUSES.indexOf(subStatus);

export const MEDICATION_STATUSES = ['OPEN', 'SCHEDULED', 'REALIZED', 'CANCELED'] as const;
export type MedicationStatus = (typeof MEDICATION_STATUSES)[number];

export const INVENTORY_TYPES = ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE', 'SUPPLY'] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

export const DISTRIBUTION_TYPES = ['INCREASE', 'REDUCE', 'ADD_UNITS', 'REMOVE_UNITS'] as const;
export type DistributionType = (typeof DISTRIBUTION_TYPES)[number];

export const FILE_TYPES = ['PATIENT_AGREEMENT', 'LIBRARY', 'CONTENTS'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const LIBRARY_TYPES = [
  'FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE', 'SALESFORCE_VISIT', 'SUPPLY', 'DOCTOR_BENEFITS',
  'AID', 'TRAVEL', 'PATIENTS', 'GENERAL', 'PROGRAM', 'PCDT',
] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

export const LOGISTIC_TYPES = ['CORREIOS', 'LOGISTIC_COMPANY'] as const;
export type LogisticType = (typeof LOGISTIC_TYPES)[number];

export const AGREEMENT_TYPES = ['CODE', 'FILE'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const GENDERS = ['MALE', 'FEMALE', 'NOT_INFORMED'] as const;
export type Gender = (typeof GENDERS)[number];

export const RECIPIENT_TYPES = ['PATIENT', 'CLINIC'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const PICK_UP_TIMES = ['MORNING', 'AFTERNOON'] as const;
export type PickUpTime = (typeof PICK_UP_TIMES)[number];

/** Spec §3 Frequencies: how often a follow-up sees its patients. */
export const FREQUENCIES = ['fortnightly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const DOCUMENT_TYPES = ['cpf', 'cnpj'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCTOR_STATUSES = ['registered', 'preRegistration', 'unregistered'] as const;
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

/** The 27 Brazilian federative units with their names. */
export const STATES = [
  ['AC', 'Acre'], ['AL', 'Alagoas'], ['AP', 'Amapá'], ['AM', 'Amazonas'], ['BA', 'Bahia'], ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'], ['ES', 'Espírito Santo'], ['GO', 'Goiás'], ['MA', 'Maranhão'], ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'], ['MG', 'Minas Gerais'], ['PA', 'Pará'], ['PB', 'Paraíba'], ['PR', 'Paraná'],
  ['PE', 'Pernambuco'], ['PI', 'Piauí'], ['RJ', 'Rio de Janeiro'], ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'], ['RO', 'Rondônia'], ['RR', 'Roraima'], ['SC', 'Santa Catarina'], ['SP', 'São Paulo'],
  ['SE', 'Sergipe'], ['TO', 'Tocantins'],
] as const;
export type Uf = (typeof STATES)[number][0];
export const UFS = STATES.map(([uf]) => uf) as unknown as readonly [Uf, ...Uf[]];

/** Every action the audit trail records (LGPD art. 37): producers and the audit screen share these. */
export const AUDIT_ACTIONS = [
  'login', 'loginFailed', 'forbidden', 'signup', 'joinProgram', 'approveUser', 'acceptPolicies',
  'updateProfile', 'updateWorkInstitutions', 'changeEmail', 'changePassword', 'changePasswordRefused',
  'requestOptout', 'optoutCompleted',
  'create', 'update', 'delete',
  'user.create', 'user.update',
  // Who may act on whom (decision 0040): login e-mails confirmed by link, CRM locked after approval.
  'emailChange.request', 'changeEmailRefused', 'updateProfileRefused',
  // Security hardening (decision 0022)
  'user.unblock',
  'userGroup.create', 'userGroup.update', 'userGroup.delete',
  'userGroupUser.create', 'userGroupUser.update', 'userGroupUser.delete',
  'userGroupPermission.create', 'userGroupPermission.delete',
  // Inventory ledger: a distribution command, a voucher spreadsheet import.
  'inventory.distribute', 'inventory.importSpreadsheet',
  // Doctors register
  'doctors.import',
  // Requests: creation, decision, steps after approval, and every read of patient data (LGPD).
  'procedure.create', 'procedure.approve', 'procedure.reject', 'procedure.undoRejection', 'procedure.progress', 'procedure.importProgress',
  'procedure.read', 'procedure.list', 'procedure.export', 'patient.readByCpf', 'patient.search',
  // An export's end: how many rows and patients it carried (decision 0064).
  'procedure.exportCompleted',
  // Patients of the patient-care system: every read of their data (LGPD).
  'patientCare.list', 'patientCare.read',
  // Patient link: the invitation, the patient's confirmation, revocation and export (the patient acts, no user).
  'patient.invite', 'patient.confirm', 'patient.revokeConsent', 'patient.exportData',
  // Password links: the first-password invitation and the password reset
  'user.invite', 'passwordReset.request', 'password.set',
  // Users list: a manager deactivates or reactivates a user
  'user.deactivate', 'user.reactivate',
  // Notifications: the person's choice of channels
  'notifications.updateChannels',
  // An SMS fallback not sent: the person's SMS consent no longer stood when it was due (decision 0057).
  'message.smsFallbackRefused',
  // The medical council's registration (decision 0055): a check's answer, a refusal, a flagged request.
  'council.check', 'council.signupRefused', 'council.approvalRefused', 'procedure.councilFlag',
  // A doctor moved to a CRM the council did not confirm as theirs goes back to awaiting approval (decision 0065).
  'council.approvalWithdrawn',
  // An existing user of another programme added to this one by e-mail (decision 0065).
  'user.addToProgram',
  // The FHIR API (decision 0080): a resource read, a search page, by a portal user or a partner's backend client.
  'fhir.read', 'fhir.search',
  // SMART backend clients and Bulk Data exports (decisions 0083, 0084).
  'fhirClient.create', 'fhirClient.rotateKey', 'fhirClient.revoke', 'fhir.export', 'fhir.exportCompleted', 'fhir.exportCancelled', 'fhir.exportDownload',
  // Pharmacovigilance cases (decisions 0086–0088): a coding version, a read, an E2B(R3) export, an acknowledgement, a MedDRA release.
  'pvCase.version', 'pvCase.read', 'pvCase.export', 'pvCase.acknowledgement', 'meddra.upload',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What showed a patient to a reader without opening their record (decision 0064): a list page, the
 * decision queue, an export, the patient-care system's list or record. The privacy centre names it.
 */
export const PATIENT_READ_SOURCES = [
  'requestList', 'decisionQueue', 'requestExport', 'patientCareList', 'patientCareRead',
  // The FHIR API (decision 0080): read by a portal user, or by a partner's system; a Bulk Data export (decision 0084).
  'fhirRead', 'fhirPartner', 'fhirExport',
  // A pharmacovigilance case opened or exported (decision 0087).
  'pharmacovigilanceCase',
] as const;
export type PatientReadSource = (typeof PATIENT_READ_SOURCES)[number];

/** The kinds of record the audit trail names. */
export const AUDIT_ENTITIES = [
  'user', 'doctor', 'route', 'optoutRequest', 'userGroup', 'userGroupUser', 'userGroupPermission', 'programFile',
  'client', 'program', 'product', 'presentation', 'followup', 'treatmentLocation',
  // Inventory ledger (entity id: `inventoryType:groupId:itemId`).
  'inventory',
  // Programme configuration
  'examGroup', 'exam', 'institution', 'supplyGroup', 'supply', 'travelGroup', 'aid', 'patientProcedure',
  'patientFieldConfig', 'procedureFieldConfig',
  // A programme's messaging settings (decision 0078; entity id: the programme)
  'messagingSettings',
  // Requests
  'procedure', 'patient',
  // Supply request: the doctor's saved addresses per programme
  'doctorAddress',
  // A doctor a spreadsheet imported into a programme (the registry), checked with the council (decision 0076)
  'programDoctor',
  // A FHIR resource or search (entity id: `Type/id`, or `Type?` with the search's parameter names)
  'fhirResource',
  // A SMART backend client (entity id: its client id) and a Bulk Data export (its id) (decisions 0083, 0084)
  'fhirClient', 'fhirExport',
  // A pharmacovigilance case (entity id: the protocol), its programme's settings and MedDRA releases
  'pvCase', 'pvSettings', 'meddraRelease',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

// ---- Programme configuration (spec §3 Exam group … Procedure field config) ----

/** Spec §3 AidFieldType: what an aid field asks (a box to tick). */
export const AID_FIELD_TYPES = ['CHECKBOX'] as const;
export type AidFieldType = (typeof AID_FIELD_TYPES)[number];

/** Spec §3 procedure field types. */
export const PROCEDURE_FIELD_TYPES = ['TEXT', 'CELLPHONE', 'DATE', 'SELECT', 'MULTIPLESELECT', 'CHECKBOX', 'YESNO', 'PATHOLOGYSELECT'] as const;
export type ProcedureFieldType = (typeof PROCEDURE_FIELD_TYPES)[number];

/** Spec §3 "viewType (required or not)" of a procedure field. */
export const FIELD_VIEW_TYPES = ['REQUIRED', 'OPTIONAL'] as const;
export type FieldViewType = (typeof FIELD_VIEW_TYPES)[number];

/** Spec §3 patient fields a group's patient field config shows or requires. */
export const PATIENT_FIELDS = [
  'name', 'cpf', 'birthDate', 'rg', 'phone', 'phone2', 'phone3', 'cep', 'initials', 'caregiverName', 'email', 'state',
  'city', 'gender', 'acceptSms', 'acceptPhone', 'acceptEmail',
] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];

/**
 * The groups that own aids and field configs: `(groupType, groupId)` names one exam group, travel
 * group or patient procedure (docs/decisions/0012-config-group-key.md).
 */
export const CONFIG_GROUP_TYPES = ['EXAM_GROUP', 'TRAVEL_GROUP', 'PATIENT_PROCEDURE'] as const;
export type ConfigGroupType = (typeof CONFIG_GROUP_TYPES)[number];
