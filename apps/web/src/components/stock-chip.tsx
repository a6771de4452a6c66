import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UNLIMITED_AMOUNT, type InventoryType } from '@portal/domain';
import { api } from '@/lib/api.ts';

export interface StockChipProps {
  programId: number;
  inventory: InventoryType;
  groupId: number;
  itemId: number;
}

/** Query key of the stock chips: a request sent invalidates it (the units moved). */
export const STOCK_KEY = ['request-stock'] as const;

/** Spec §2 request screens' stock chip: the units the signed-in user holds of the chosen item. */
export function StockChip({ programId, inventory, groupId, itemId }: StockChipProps) {
  const { t } = useTranslation();
  const stock = useQuery({
    queryKey: [...STOCK_KEY, programId, inventory, groupId, itemId],
    queryFn: ({ signal }) => api.inventory.amount({ query: { programId, inventory, groupId, itemId } }, { signal }),
  });
  if (!stock.data) return <Chip size="small" variant="outlined" label={t('requestStock.loading')} data-testid="stock-chip" />;
  const { amount } = stock.data;
  const label = amount === UNLIMITED_AMOUNT ? t('requestStock.unlimited') : t('requestStock.label', { count: amount });
  return <Chip size="small" color={amount === 0 ? 'error' : 'success'} label={label} data-testid="stock-chip" data-amount={amount} />;
}
