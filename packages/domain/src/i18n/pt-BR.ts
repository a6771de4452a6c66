import { err } from './pt-BR/errors.ts';
import { msg } from './pt-BR/messages.ts';
import { validation } from './pt-BR/validation.ts';
import { menu } from './pt-BR/menu.ts';
import { accessPhase, doctorStatus, examSubStatus, medicationStatus, status } from './pt-BR/statuses.ts';
import {
  agreementType, distributionType, documentType, gender, inventoryType, libraryType, logisticType, module,
  permissionType, pickUpTime, procedureType, recipientType, userType,
} from './pt-BR/enum-labels.ts';
import { common } from './pt-BR/common.ts';
import { clients, files, followups, leaflets, pcdt, presentations, products, programs, treatmentLocations } from './pt-BR/catalog.ts';
import { account, devOutbox, notification, recoverLogin, signup } from './pt-BR/onboarding.ts';
import { dataTable } from './pt-BR/data-table.ts';
import { audit, userGroups, users } from './pt-BR/admin-users.ts';
import { auditActionLabels, auditEntityLabels, auditField, nestDotted } from './pt-BR/audit-labels.ts';
import { address, captcha, codeInput, profile, workInstitutions } from './pt-BR/forms.ts';
import { doctors, spreadsheetImport } from './pt-BR/doctors.ts';
import { inventoryLedger } from './pt-BR/inventory-ledger.ts';
import {
  aids, examGroups, exams, fieldConfigs, institutions, messagingSettings, patientProcedures, supplies, supplyGroups, travelGroups,
} from './pt-BR/program-config.ts';
import { catalogPicker } from './pt-BR/catalog-picker.ts';
import { inventory } from './pt-BR/inventory.ts';
import { eligibility } from './pt-BR/eligibility.ts';
import { dynamicFields, examRequest } from './pt-BR/exam-request.ts';
import { travelRequest } from './pt-BR/travel-request.ts';
import { dashboard } from './pt-BR/dashboard.ts';
import { procedureSheets } from './pt-BR/procedure-sheets.ts';
import { procedures } from './pt-BR/procedures.ts';
import { firstMedicine } from './pt-BR/first-medicine.ts';
import { patientProcedureRequest, requestStock, supplyRequest } from './pt-BR/request-types.ts';
import { patientCare } from './pt-BR/patient-care.ts';
import { contents, discounts } from './pt-BR/contents.ts';
import { patientLink } from './pt-BR/patient-link.ts';
import { adverseEvents, pharmacyFinder, pvCases } from './pt-BR/pharmacovigilance.ts';
import { passwordLinks } from './pt-BR/password-links.ts';
import { faq } from './pt-BR/faq.ts';
import { passwordHint } from './pt-BR/password-hint.ts';
import { duration } from './pt-BR/duration.ts';
import { notifications, scheduling } from './pt-BR/notifications.ts';
import { dashboardStatus } from './pt-BR/dashboard-status.ts';
import { globalSearch } from './pt-BR/search.ts';
import { listFilters } from './pt-BR/list-filters.ts';
import { importWizard } from './pt-BR/import-wizard.ts';
import { decisionQueue, procedureDecision } from './pt-BR/decision-queue.ts';
import { council } from './pt-BR/council.ts';
import { notFound } from './pt-BR/not-found.ts';
import { requestSent } from './pt-BR/request-sent.ts';
import { pendingDoctor } from './pt-BR/pending-doctor.ts';
import { fhirClients } from './pt-BR/fhir-clients.ts';

/** The pt-BR message catalogue: the only place with Portuguese text. Nested, i18next-shaped. */
export const ptBR = {
  err,
  msg,
  validation,
  menu,
  status,
  examSubStatus,
  medicationStatus,
  doctorStatus,
  accessPhase,
  userType,
  module,
  permissionType,
  procedureType,
  libraryType,
  inventoryType,
  distributionType,
  gender,
  recipientType,
  pickUpTime,
  logisticType,
  documentType,
  agreementType,
  common,
  clients, programs, products, presentations, followups, treatmentLocations, files, pcdt, leaflets,
  dataTable,
  users,
  userGroups,
  audit,
  auditAction: nestDotted(auditActionLabels),
  auditEntity: auditEntityLabels,
  auditField,
  signup,
  recoverLogin,
  account,
  devOutbox,
  notification,
  address, workInstitutions, codeInput, captcha, profile,
  doctors, spreadsheetImport,
  inventoryLedger,
  examGroups, exams, institutions, supplyGroups, supplies, travelGroups, aids, patientProcedures, fieldConfigs, messagingSettings,
  catalogPicker,
  inventory,
  eligibility,
  examRequest, dynamicFields, travelRequest,
  dashboard,
  procedureSheets,
  procedures,
  firstMedicine,
  patientProcedureRequest, supplyRequest, requestStock,
  patientCare,
  contents, discounts,
  patientLink,
  pharmacyFinder, adverseEvents,
  pvCases,
  passwordLinks,
  faq,
  passwordHint,
  duration,
  notifications, scheduling,
  dashboardStatus,
  globalSearch,
  listFilters,
  importWizard,
  decisionQueue, procedureDecision,
  council,
  notFound,
  requestSent,
  pendingDoctor,
  fhirClients,
};
