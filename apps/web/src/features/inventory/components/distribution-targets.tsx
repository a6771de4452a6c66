import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DistributionFormInput, DistributionType, UserType } from '@portal/domain';
import { useTableState } from '@/components/data-table/index.ts';
import { FormText } from '@/components/crud/index.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useDistributionAmount } from '../api/get-distribution-amount.ts';
import { useDistribute } from '../api/distribute.ts';
import { inventoryKeys, type InventoryItemKey } from '../api/keys.ts';
import { useDistributionSelection } from '../hooks/use-distribution-selection.ts';
import { DistributionPreview } from './distribution-preview.tsx';
import { summarizeDistribution } from './distribution-summary.ts';
import { DistributionUsersTable } from './distribution-users-table.tsx';
import { StockCards } from './stock-cards.tsx';
import type { DistributionForm } from './distribution-form-values.ts';

export interface DistributionTargetsProps {
  form: DistributionForm;
  itemKey: InventoryItemKey;
  distributionType: DistributionType;
  userType: UserType | undefined;
}

/**
 * The part of the distribution screen under a chosen item: stock cards, the users table, amount
 * and reason, the preview and the submit (disabled at an amount of 0 or less, with nobody
 * selected, or when the required stock exceeds the stock — spec §5).
 */
export function DistributionTargets({ form, itemKey, distributionType, userType }: DistributionTargetsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const search = useTableState().state.search;
  const selection = useDistributionSelection(search);
  const stock = useDistributionAmount(itemKey);
  const distribute = useDistribute();
  const amount = Number(useWatch({ control: form.control, name: 'amount' }) ?? '');

  useEffect(() => {
    if (stock.isError) toast(t('err.failedToLoadInventory'), 'error');
  }, [stock.isError, t]);

  const summary = summarizeDistribution({
    type: distributionType, amount, knownBalances: selection.known.map((u) => u.amount), unknownUsers: selection.unknownUsers,
    available: stock.data?.amount,
  });

  const showError = useApiError(form.setError, {
    fallback: 'err.failedToDistributeInventory',
    codes: {
      // The stock changed since it was shown: show the new figure on the cards.
      insufficientInventory: {
        field: 'amount', message: 'validation.insufficientInventory',
        then: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
      },
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await distribute.mutateAsync({
        programId: itemKey.programId, inventoryType: values.inventoryType, groupId: values.groupId, itemId: values.itemId,
        distributionType: values.distributionType, amount: values.amount, userType: values.userType,
        userIds: selection.allMatching ? [] : selection.ids, allMatching: selection.allMatching,
        filter: selection.allMatching ? search || undefined : undefined, reason: values.reason,
      });
      toast(t('msg.successToDistributeInventory'), 'success');
      selection.clear();
      form.resetField('amount');
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack spacing={2}>
      <StockCards available={stock.data?.amount} summary={summary} />
      <DistributionUsersTable itemKey={itemKey} userType={userType} selection={selection} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText<DistributionFormInput> control={form.control} name="amount" label={t('inventory.amount')} type="number" required />
        <FormText<DistributionFormInput> control={form.control} name="reason" label={t('inventory.reason')} maxLength={500} />
      </Stack>
      <DistributionPreview type={distributionType} amount={amount} users={selection.known} more={selection.unknownUsers} />
      <Stack direction="row" justifyContent="flex-end">
        <Button variant="contained" onClick={() => void submit()} disabled={!summary.canSubmit || distribute.isPending}
          data-testid="distribution-submit" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {distribute.isPending ? t('inventory.distributing') : t('inventory.distribute')}
        </Button>
      </Stack>
    </Stack>
  );
}
