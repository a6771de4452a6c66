import { useEffect } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { canManageUserType } from '@portal/domain';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { toast } from '@/lib/toast.ts';
import { useApproveDoctorWithFeedback } from '../api/use-approve-feedback.ts';
import { useDoctor } from '../api/get-doctor.ts';
import { DoctorCouncilCard } from '../components/doctor-council-card.tsx';
import { DoctorHeaderCard } from '../components/doctor-header-card.tsx';
import { DoctorTabs } from '../components/doctor-tabs.tsx';

/** /doctors/:id (spec §2 Doctor detail): the header card and the tabs; back to where the user came from on a load failure. */
export function DoctorDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const { user } = useSession();
  const { program } = useCurrentProgram();
  const programId = user?.programId ?? 0;
  const doctor = useDoctor(programId, id);
  const approve = useApproveDoctorWithFeedback();

  useEffect(() => {
    if (!doctor.isError) return;
    toast(t('err.failedToLoadDoctor'), 'error');
    void navigate(-1);
  }, [doctor.isError, navigate, t]);

  if (!doctor.data) return <Stack sx={{ alignItems: 'center', py: 6 }}><CircularProgress aria-label={t('common.loading')} /></Stack>;

  const { userId } = doctor.data;
  const viewer = { userType: user?.type ?? 'DOCTOR', programModules: program?.modules ?? [], userModules: user?.modules ?? [] } as const;
  const onApprove = userId !== null && canManageUserType(user?.type ?? 'DOCTOR', 'DOCTOR')
    ? () => approve(userId)
    : undefined;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={routeHref('doctors')} data-testid="doctor-back">{t('common.back')}</Button>
      </Stack>
      <DoctorHeaderCard doctor={doctor.data} onApprove={onApprove} />
      {doctor.data.council && <DoctorCouncilCard council={doctor.data.council} />}
      <DoctorTabs programId={programId} viewer={viewer} userId={userId} doctorId={doctor.data.id} />
    </Stack>
  );
}
