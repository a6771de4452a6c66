import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { CouncilStatus } from '@portal/domain';

const COLOR: Record<CouncilStatus, 'success' | 'warning' | 'error' | 'default'> = {
  ACTIVE: 'success', UNVERIFIED: 'warning', SUSPENDED: 'error', CANCELLED: 'error', DECEASED: 'error', NOT_FOUND: 'error',
};

/** The registration status the medical council answered for the doctor's CRM (decision 0055). */
export function CouncilStatusChip({ status }: { status: CouncilStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`council.statuses.${status}`)} data-testid={`council-status-${status}`} />;
}
