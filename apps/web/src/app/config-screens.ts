import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screens = Record<string, LazyExoticComponent<ComponentType>>;

/** Programme configuration screens by route key, each its own chunk (a system administrator's). */
export const CONFIG_SCREENS: Screens = {
  examGroups: lazy(() => import('@/features/program-config/routes/exam-groups-list-page.tsx').then((m) => ({ default: m.ExamGroupsListPage }))),
  examGroupsRegister: lazy(() => import('@/features/program-config/routes/exam-group-form-page.tsx').then((m) => ({ default: m.ExamGroupFormPage }))),
  examGroupEdit: lazy(() => import('@/features/program-config/routes/exam-group-form-page.tsx').then((m) => ({ default: m.ExamGroupFormPage }))),
  institutions: lazy(() => import('@/features/program-config/routes/institutions-list-page.tsx').then((m) => ({ default: m.InstitutionsListPage }))),
  institutionsRegister: lazy(() => import('@/features/program-config/routes/institution-form-page.tsx').then((m) => ({ default: m.InstitutionFormPage }))),
  institutionEdit: lazy(() => import('@/features/program-config/routes/institution-form-page.tsx').then((m) => ({ default: m.InstitutionFormPage }))),
  supplyGroups: lazy(() => import('@/features/program-config/routes/supply-groups-list-page.tsx').then((m) => ({ default: m.SupplyGroupsListPage }))),
  supplyGroupsRegister: lazy(() => import('@/features/program-config/routes/supply-group-form-page.tsx').then((m) => ({ default: m.SupplyGroupFormPage }))),
  supplyGroupEdit: lazy(() => import('@/features/program-config/routes/supply-group-form-page.tsx').then((m) => ({ default: m.SupplyGroupFormPage }))),
  travelGroups: lazy(() => import('@/features/program-config/routes/travel-groups-list-page.tsx').then((m) => ({ default: m.TravelGroupsListPage }))),
  travelGroupsRegister: lazy(() => import('@/features/program-config/routes/travel-group-form-page.tsx').then((m) => ({ default: m.TravelGroupFormPage }))),
  travelGroupEdit: lazy(() => import('@/features/program-config/routes/travel-group-form-page.tsx').then((m) => ({ default: m.TravelGroupFormPage }))),
  patientProcedures: lazy(() =>
    import('@/features/program-config/routes/patient-procedures-list-page.tsx').then((m) => ({ default: m.PatientProceduresListPage }))),
  patientProceduresRegister: lazy(() =>
    import('@/features/program-config/routes/patient-procedure-form-page.tsx').then((m) => ({ default: m.PatientProcedureFormPage }))),
  patientProcedureEdit: lazy(() =>
    import('@/features/program-config/routes/patient-procedure-form-page.tsx').then((m) => ({ default: m.PatientProcedureFormPage }))),
  messagingSettings: lazy(() =>
    import('@/features/program-config/routes/messaging-settings-page.tsx').then((m) => ({ default: m.MessagingSettingsPage }))),
};
