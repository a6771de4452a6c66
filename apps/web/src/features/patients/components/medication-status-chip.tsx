import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { MedicationStatus } from '@portal/domain';

/** Spec §3: OPEN warning, SCHEDULED info, REALIZED success, CANCELED error. */
const COLOR: Record<MedicationStatus, ChipProps['color']> = { OPEN: 'warning', SCHEDULED: 'info', REALIZED: 'success', CANCELED: 'error' };

export function MedicationStatusChip({ status }: { status: MedicationStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[status]} label={t(`medicationStatus.${status}`)} data-testid={`medication-status-${status}`} />;
}
