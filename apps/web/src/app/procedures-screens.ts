import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screens = Record<string, LazyExoticComponent<ComponentType>>;

const lists = () => import('@/features/procedures/routes/procedure-list-page.tsx');
const detail = lazy(() => import('@/features/procedures/routes/procedure-detail-page.tsx').then((m) => ({ default: m.ProcedureDetailPage })));

/** Request lists by type and the request detail (one screen for every typed detail route). */
export const PROCEDURES_SCREENS: Screens = {
  proceduresMedications: lazy(() => lists().then((m) => ({ default: m.MedicationsListPage }))),
  proceduresExams: lazy(() => lists().then((m) => ({ default: m.ExamsListPage }))),
  proceduresPatientProcedures: lazy(() => lists().then((m) => ({ default: m.PatientProceduresListPage }))),
  proceduresVisits: lazy(() => lists().then((m) => ({ default: m.VisitsListPage }))),
  supplyRequests: lazy(() => lists().then((m) => ({ default: m.SupplyRequestsListPage }))),
  travelRequests: lazy(() => lists().then((m) => ({ default: m.TravelRequestsListPage }))),
  decisionQueue: lazy(() => import('@/features/procedures/routes/decision-queue-page.tsx').then((m) => ({ default: m.DecisionQueuePage }))),
  procedureDetail: detail,
  procedureMedication: detail,
  procedureExam: detail,
  procedurePatientProcedure: detail,
  procedureVisit: detail,
  supplyRequestDetail: detail,
  travelRequestDetail: detail,
};
