import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DoctorStatus } from '@portal/domain';

const COLOR: Record<DoctorStatus, 'success' | 'warning' | 'default'> = { registered: 'success', preRegistration: 'warning', unregistered: 'default' };

/** Registered, pre-registration or unregistered (spec §4 Doctor registration). */
export function DoctorStatusChip({ status }: { status: DoctorStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[status]} variant={status === 'unregistered' ? 'outlined' : 'filled'} label={t(`doctorStatus.${status}`)}
    data-testid={`doctor-status-${status}`} />;
}
