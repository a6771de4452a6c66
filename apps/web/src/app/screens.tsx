import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useDocumentTitle } from '@/lib/a11y/document-title.tsx';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { CATALOG_SCREENS } from './catalog-screens.ts';
import { INVENTORY_SCREENS } from './inventory-screens.ts';
import { CONFIG_SCREENS } from './config-screens.ts';
import { PROCEDURES_SCREENS } from './procedures-screens.ts';
import { PATIENTS_SCREENS } from './patients-screens.ts';

const PlaceholderPage = lazy(() => import('@/components/placeholder-page.tsx'));

/**
 * Screens built so far, by route key; each later issue adds its lazy screen here. Every other
 * allowed route shows the generic placeholder titled with its menu label.
 */
const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  ...CATALOG_SCREENS,
  ...INVENTORY_SCREENS,
  ...CONFIG_SCREENS,
  ...PROCEDURES_SCREENS,
  ...PATIENTS_SCREENS,
  profile: lazy(() => import('@/features/profile/routes/profile-edit-page.tsx').then((m) => ({ default: m.ProfileEditPage }))),
  // Spec §2 /users/change-profile: the same profile edit as /user/edit.
  usersChangeProfile: lazy(() => import('@/features/profile/routes/profile-edit-page.tsx').then((m) => ({ default: m.ProfileEditPage }))),
  changePassword: lazy(() => import('@/features/profile/routes/change-password-page.tsx').then((m) => ({ default: m.ChangePasswordPage }))),
  editAccount: lazy(() => import('@/features/account/routes/edit-account-page.tsx').then((m) => ({ default: m.EditAccountPage }))),
  users: lazy(() => import('@/features/users/routes/users-list-page.tsx').then((m) => ({ default: m.UsersListPage }))),
  usersRegister: lazy(() => import('@/features/users/routes/user-form-page.tsx').then((m) => ({ default: m.UserFormPage }))),
  userEdit: lazy(() => import('@/features/users/routes/user-form-page.tsx').then((m) => ({ default: m.UserFormPage }))),
  userUserGroups: lazy(() => import('@/features/user-groups/routes/user-memberships-page.tsx').then((m) => ({ default: m.UserMembershipsPage }))),
  userUserGroupsHistory: lazy(() => import('@/features/user-groups/routes/user-memberships-history-page.tsx').then((m) => ({ default: m.UserMembershipsHistoryPage }))),
  userPermissions: lazy(() => import('@/features/user-groups/routes/user-permissions-page.tsx').then((m) => ({ default: m.UserPermissionsPage }))),
  userPermissionsAdd: lazy(() => import('@/features/user-groups/routes/user-permissions-add-page.tsx').then((m) => ({ default: m.UserPermissionsAddPage }))),
  userGroups: lazy(() => import('@/features/user-groups/routes/user-groups-page.tsx').then((m) => ({ default: m.UserGroupsPage }))),
  userGroupPermissions: lazy(() => import('@/features/user-groups/routes/user-group-permissions-page.tsx').then((m) => ({ default: m.UserGroupPermissionsPage }))),
  doctors: lazy(() => import('@/features/doctors/routes/doctors-list-page.tsx').then((m) => ({ default: m.DoctorsListPage }))),
  doctorDetail: lazy(() => import('@/features/doctors/routes/doctor-detail-page.tsx').then((m) => ({ default: m.DoctorDetailPage }))),
  audit: lazy(() => import('@/features/audit/routes/audit-page.tsx').then((m) => ({ default: m.AuditPage }))),
  fhirClients: lazy(() => import('@/features/fhir-clients/routes/fhir-clients-page.tsx').then((m) => ({ default: m.FhirClientsPage }))),
  examsRequest: lazy(() => import('@/features/exam-request/routes/exam-request-page.tsx').then((m) => ({ default: m.ExamRequestPage }))),
  travelRequest: lazy(() => import('@/features/travel-request/routes/travel-request-page.tsx').then((m) => ({ default: m.TravelRequestPage }))),
  medicationsRelease: lazy(() => import('@/features/first-medicine/routes/first-medicine-page.tsx').then((m) => ({ default: m.FirstMedicinePage }))),
  patientProceduresRequest: lazy(() => import('@/features/patient-procedure-request/routes/patient-procedure-request-page.tsx').then((m) => ({ default: m.PatientProcedureRequestPage }))),
  supplyRequest: lazy(() => import('@/features/supply-request/routes/supply-request-page.tsx').then((m) => ({ default: m.SupplyRequestPage }))),
  dashboard: lazy(() => import('@/features/dashboard/routes/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage }))),
  patientsInvitation: lazy(() => import('@/features/patient-invite/routes/patient-invite-page.tsx').then((m) => ({ default: m.PatientInvitePage }))),
  adverseEventReport: lazy(() => import('@/features/adverse-events/routes/adverse-event-page.tsx').then((m) => ({ default: m.AdverseEventPage }))),
};

/** A signed-in screen, titled `Screen · Programme · Portal de Programas`. */
export function Screen({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const { program } = useCurrentProgram();
  useDocumentTitle(t(`menu.${routeKey}`), program?.name);
  const Built = SCREENS[routeKey];
  return Built ? <Built /> : <PlaceholderPage key={routeKey} routeKey={routeKey} />;
}
