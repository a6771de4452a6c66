import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/i18n/index.ts';
import { statusColor, type DisplayProcedureStatus } from '@portal/domain';

/** A request's status in the colours of spec §4 (PARTIAL included). */
export function ProcedureStatusChip({ status, testId = 'procedure-status' }: { status: DisplayProcedureStatus; testId?: string }) {
  const { t } = useTranslation();
  return <Chip size="small" color={statusColor(status)} label={t(`status.${status}`)} data-testid={testId} data-status={status} />;
}
