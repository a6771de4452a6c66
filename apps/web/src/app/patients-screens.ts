import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screens = Record<string, LazyExoticComponent<ComponentType>>;

/** The doctor's patients from the patient-care system: list, details and medication administration. */
export const PATIENTS_SCREENS: Screens = {
  patients: lazy(() => import('@/features/patients/routes/patients-list-page.tsx').then((m) => ({ default: m.PatientsListPage }))),
  patientDetail: lazy(() => import('@/features/patients/routes/patient-detail-page.tsx').then((m) => ({ default: m.PatientDetailPage }))),
  medicationAdministration: lazy(() =>
    import('@/features/patients/routes/medication-administration-page.tsx').then((m) => ({ default: m.MedicationAdministrationPage }))),
  // Pharmacovigilance cases (decisions 0086–0088)
  pharmacovigilanceCases: lazy(() => import('@/features/pharmacovigilance/routes/case-queue-page.tsx').then((m) => ({ default: m.CaseQueuePage }))),
  pharmacovigilanceCase: lazy(() => import('@/features/pharmacovigilance/routes/case-page.tsx').then((m) => ({ default: m.CasePage }))),
  pharmacovigilanceSettings: lazy(() => import('@/features/pharmacovigilance/routes/pv-settings-page.tsx').then((m) => ({ default: m.PvSettingsPage }))),
};
