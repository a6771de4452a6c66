import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '@/lib/i18n/index.ts';
import { canReachRequestType, type ModuleContext } from '@portal/domain';
import { DoctorRequestsTab, type DoctorRequestType } from '@/features/procedures/index.ts';
import { DistributionsTab } from './distributions-tab.tsx';
import { VouchersTab } from './vouchers-tab.tsx';

interface TabDef { key: string; label: string; content: ReactNode }

/** The request tabs, each only when the viewer reaches its type (the programme has its module, and the viewer holds it). */
const REQUEST_TABS: readonly { key: string; label: string; type: DoctorRequestType }[] = [
  { key: 'firstMedicine', label: 'doctors.tabFirstMedicine', type: 'FIRST_MEDICINE' },
  { key: 'exams', label: 'doctors.tabExams', type: 'CLINICAL_EXAMINATION' },
  { key: 'patientProcedures', label: 'doctors.tabPatientProcedures', type: 'PATIENT_PROCEDURE' },
];

export interface DoctorTabsProps {
  programId: number;
  /** Who is looking: a request tab shows only for a type whose requests they may read (`canReachRequestType`). */
  viewer: ModuleContext;
  /** Null for an unregistered doctor (no user: no requests, no vouchers). */
  userId: number | null;
  /** The doctor's list id (`12`, or `r7` for an unregistered doctor). */
  doctorId: string;
}

/**
 * Spec §2 Doctor detail tabs: first-medicine, exam and patient-procedure requests (each only when
 * the programme has the module and the viewer holds it), vouchers and inventory distribution. The first available tab
 * opens by default.
 */
export function DoctorTabs({ programId, viewer, userId, doctorId }: DoctorTabsProps) {
  const { t } = useTranslation();
  const tabs: TabDef[] = [
    ...REQUEST_TABS.filter((r) => canReachRequestType(r.type, viewer))
      .map((r) => ({ key: r.key, label: t(r.label), content: <DoctorRequestsTab programId={programId} type={r.type} doctorId={doctorId} /> })),
    { key: 'vouchers', label: t('doctors.tabVouchers'), content: <VouchersTab programId={programId} userId={userId} /> },
    { key: 'distribution', label: t('doctors.tabDistribution'), content: <DistributionsTab programId={programId} userId={userId} /> },
  ];
  const [chosen, setChosen] = useState<string | undefined>();
  const current = tabs.find((tab) => tab.key === chosen) ?? tabs[0]!;
  return (
    <Paper variant="outlined">
      <Tabs value={current.key} onChange={(_, key: string) => setChosen(key)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('doctors.detailTitle')}>
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} id={`doctor-tab-${tab.key}`} aria-controls={`doctor-tabpanel-${tab.key}`}
            data-testid={`doctor-tab-${tab.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`doctor-tabpanel-${current.key}`} aria-labelledby={`doctor-tab-${current.key}`} sx={{ p: 2 }}
        data-testid="doctor-tabpanel">
        {current.content}
      </Box>
    </Paper>
  );
}
