import { usersContract } from './users.ts';
import { userGroupsContract } from './user-groups.ts';
import { programFilesContract } from './program-files.ts';
import { clientsContract } from './clients.ts';
import { programsContract } from './programs.ts';
import { productsContract } from './products.ts';
import { presentationsContract } from './presentations.ts';
import { followupsContract } from './followups.ts';
import { treatmentLocationsContract } from './treatment-locations.ts';
import { signupContract } from './signup.ts';
import { codesContract } from './codes.ts';
import { doctorsContract } from './doctors.ts';
import { addressesContract } from './addresses.ts';
import { authContract } from './auth.ts';
import { accountContract } from './account.ts';
import { approvalContract } from './approval.ts';
import { usagePoliciesContract } from './usage-policies.ts';
import { auditContract } from './audit.ts';
import { healthContract } from './health.ts';
import { outboxContract } from './outbox.ts';
import { inventoryContract } from './inventory.ts';
import { examGroupsContract } from './exam-groups.ts';
import { institutionsContract } from './institutions.ts';
import { suppliesContract } from './supplies.ts';
import { travelGroupsContract } from './travel-groups.ts';
import { aidsContract } from './aids.ts';
import { patientProceduresContract } from './patient-procedures.ts';
import { fieldConfigsContract } from './field-configs.ts';
import { referenceDataContract } from './reference-data.ts';
import { proceduresContract } from './procedures.ts';
import { firstMedicineContract } from './first-medicine.ts';
import { doctorAddressesContract } from './doctor-addresses.ts';
import { patientCareContract } from './patient-care.ts';
import { contentsContract } from './contents.ts';
import { discountsContract } from './discounts.ts';
// Patient link (invitation, /p/{code}, privacy centre)
import { patientLinkContract } from './patient-link.ts';
import { pharmaciesContract } from './pharmacies.ts';
import { adverseEventsContract } from './adverse-events.ts';
import { pharmacovigilanceContract, pharmacovigilanceSettingsContract } from './pharmacovigilance.ts';
import { passwordLinksContract } from './password-links.ts';
import { whatsappContract } from './whatsapp.ts';
import { notificationsContract } from './notifications.ts';
import { messagingSettingsContract } from './messaging-settings.ts';
import { fhirClientsContract } from './fhir-clients.ts';
import { searchContract } from './search.ts';

export * from './endpoint.ts';
export { errorResponses } from './errors.ts';

/**
 * Every endpoint of the API, by feature. The API registers a route for each (a test holds the two
 * sets equal) and the web client is typed from this object.
 */
export const contract = {
  auth: authContract,
  account: accountContract,
  approval: approvalContract,
  usagePolicies: usagePoliciesContract,
  audit: auditContract,
  health: healthContract,
  outbox: outboxContract,
  users: usersContract,
  userGroups: userGroupsContract,
  programFiles: programFilesContract,
  clients: clientsContract,
  programs: programsContract,
  products: productsContract,
  presentations: presentationsContract,
  followups: followupsContract,
  treatmentLocations: treatmentLocationsContract,
  signup: signupContract,
  codes: codesContract,
  doctors: doctorsContract,
  addresses: addressesContract,
  inventory: inventoryContract,
  // Programme configuration
  examGroups: examGroupsContract,
  institutions: institutionsContract,
  supplies: suppliesContract,
  travelGroups: travelGroupsContract,
  aids: aidsContract,
  patientProcedures: patientProceduresContract,
  fieldConfigs: fieldConfigsContract,
  referenceData: referenceDataContract,
  // Requests
  procedures: proceduresContract,
  firstMedicine: firstMedicineContract,
  doctorAddresses: doctorAddressesContract,
  // Patients of the patient-care system
  patientCare: patientCareContract,
  // Contents and discounts
  contents: contentsContract,
  discounts: discountsContract,
  // Patient link (invitation, /p/{code}, privacy centre)
  patientLink: patientLinkContract,
  // Pharmacy finder and adverse-event reports
  pharmacies: pharmaciesContract,
  adverseEvents: adverseEventsContract,
  // Pharmacovigilance cases, MedDRA and E2B(R3) (decisions 0086–0088)
  pharmacovigilance: pharmacovigilanceContract,
  pharmacovigilanceSettings: pharmacovigilanceSettingsContract,
  // Password links (invitation and reset)
  passwordLinks: passwordLinksContract,
  // WhatsApp webhook (decision 0056)
  whatsapp: whatsappContract,
  // Notifications of requests' status changes (the bell) and their channels
  notifications: notificationsContract,
  // A programme's messaging settings (decision 0078)
  messagingSettings: messagingSettingsContract,
  // SMART Backend Services clients and Bulk Data exports (decisions 0083, 0084)
  fhirClients: fhirClientsContract,
  // The top bar's global search
  search: searchContract,
};

export type Contract = typeof contract;
