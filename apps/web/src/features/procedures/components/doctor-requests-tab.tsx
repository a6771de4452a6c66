import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { PROCEDURE_LISTS } from '../list-config.ts';
import { ProceduresTable } from './procedures-table.tsx';

export type DoctorRequestType = 'FIRST_MEDICINE' | 'CLINICAL_EXAMINATION' | 'PATIENT_PROCEDURE';

export interface DoctorRequestsTabProps {
  programId: number;
  type: DoctorRequestType;
  /** The doctor's list id (`12`); an unregistered doctor (`r7`) has no requests. */
  doctorId: string;
}

/** Spec §2 Doctor detail tabs: one doctor's requests of a type, as the viewer may see them. */
export function DoctorRequestsTab({ programId, type, doctorId }: DoctorRequestsTabProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = /^\d+$/.test(doctorId) ? Number(doctorId) : undefined;
  if (id === undefined) return <Typography color="text.secondary" sx={{ py: 3 }}>{t('doctors.noRequests')}</Typography>;
  return (
    <ProceduresTable config={PROCEDURE_LISTS[type]} programId={programId} viewerIsDoctor={user?.type === 'DOCTOR'} doctorId={id}
      urlPrefix={`${type.toLowerCase()}-`} testId={`doctor-requests-${type}`} />
  );
}
