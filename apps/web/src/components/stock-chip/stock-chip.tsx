import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/i18n/index.ts';
import { UNLIMITED_AMOUNT } from '@portal/domain';
import { useInventoryAmount, type StockKey } from './get-inventory-amount.ts';

export interface StockChipProps extends StockKey {
  /** Catalogue key of the "{{count}} unit(s)" caption. */
  label: string;
  /** Catalogue key of the caption for unlimited stock (administrators). */
  unlimitedLabel: string;
  testId?: string;
}

/**
 * The units of one inventory item the signed-in user holds (spec §2 "stock chip"): green with
 * stock, red at none; nothing until the item is chosen.
 */
export function StockChip({ label, unlimitedLabel, testId, ...key }: StockChipProps) {
  const { t } = useTranslation();
  const amount = useInventoryAmount(key);
  if (amount.data === undefined) return null;
  const units = amount.data.amount;
  const unlimited = units === UNLIMITED_AMOUNT;
  return (
    <Chip role="status" aria-live="polite" color={unlimited || units > 0 ? 'success' : 'error'} variant="outlined"
      label={unlimited ? t(unlimitedLabel) : t(label, { count: units })} data-testid={testId} data-amount={units} />
  );
}
