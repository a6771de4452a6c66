import Alert from '@mui/material/Alert';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useDoctorProgramNotice } from '../hooks/use-doctor-program-notice.ts';

/**
 * The programme's one-time notice to its doctors (spec §8 `err.tevaDoctorNotice`), in the page's
 * flow above the form: never over the top bar, the programme switcher or the page's title.
 */
export function DoctorProgramNotice() {
  const { t } = useTranslation();
  const { shown, close } = useDoctorProgramNotice();
  if (!shown) return null;
  return (
    <Alert severity="info" onClose={close} sx={{ mb: 2 }} data-testid="doctor-program-notice"
      slotProps={{ closeButton: { title: t('common.close') } }}>
      {t('err.tevaDoctorNotice')}
    </Alert>
  );
}
