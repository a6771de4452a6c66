import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  DISTRIBUTION_TYPES, distributionFormSchema, manageableUserTypes, USER_TYPES,
  type DistributionFormInput, type DistributionFormValues, type UserType,
} from '@portal/domain';
import { CatalogPicker, EMPTY_CATALOG_VALUE, type CatalogValue } from '@/components/catalog-picker/index.ts';
import { FormSelect } from '@/components/crud/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useInventoryTypes } from '../hooks/use-inventory-types.ts';
import { DistributionTargets } from './distribution-targets.tsx';

const asUserType = (value: unknown): UserType | undefined =>
  (USER_TYPES as readonly unknown[]).includes(value) ? (value as UserType) : undefined;
const asText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const asId = (value: unknown): number | undefined => (asText(value) ? Number(value) : undefined);

/**
 * Spec §2 "Inventory distribution (users)": inventory type, distribution type, user type (those
 * the caller may manage) and the item in the catalogue; then the stock, the users and the amount.
 */
export function DistributionFormPanel() {
  const { t } = useTranslation();
  const { user } = useSession();
  const inventoryTypes = useInventoryTypes();
  const form = useForm<DistributionFormInput, unknown, DistributionFormValues>({
    resolver: zodResolver(distributionFormSchema),
    defaultValues: { distributionType: 'ADD_UNITS', userType: '', groupId: '', itemId: '', amount: '', reason: '' },
  });
  const [followup, setFollowup] = useState('');
  // A new inventory type starts the item pickers over, in the same change.
  const shownType = useRef<unknown>(undefined);
  useEffect(() => form.subscribe({
    name: 'inventoryType',
    formState: { values: true },
    callback: ({ values }) => {
      if (values.inventoryType === shownType.current) return;
      shownType.current = values.inventoryType;
      setFollowup('');
      form.setValue('groupId', '');
      form.setValue('itemId', '');
    },
  }), [form]);
  const [inventoryType, distributionType, userType, groupId, itemId] =
    useWatch({ control: form.control, name: ['inventoryType', 'distributionType', 'userType', 'groupId', 'itemId'] });
  const type = inventoryTypes.find((candidate) => candidate === inventoryType);
  const catalog: CatalogValue = { ...EMPTY_CATALOG_VALUE, followup, group: asText(groupId), item: asText(itemId) };

  const pickCatalog = (value: CatalogValue) => {
    setFollowup(value.followup);
    form.setValue('groupId', value.group);
    form.setValue('itemId', value.item, { shouldValidate: form.formState.isSubmitted });
  };
  const programId = user?.programId;
  const group = asId(groupId);
  const item = asId(itemId);
  const itemKey = type && programId && group && item ? { programId, inventory: type, groupId: group, itemId: item } : undefined;
  const chosenUserType = asUserType(userType);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="distribution-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="distribution-form-title" variant="h6" component="h2">{t('inventory.distributeToUsers')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <FormSelect<DistributionFormInput> control={form.control} name="inventoryType" label={t('inventory.inventoryType')} required
            options={inventoryTypes.map((value) => ({ value, label: t(`inventoryType.${value}`) }))} />
          <FormSelect<DistributionFormInput> control={form.control} name="distributionType" label={t('inventory.distributionType')} required
            options={DISTRIBUTION_TYPES.map((value) => ({ value, label: t(`distributionType.${value}`) }))} />
          <FormSelect<DistributionFormInput> control={form.control} name="userType" label={t('inventory.userType')}
            emptyLabel={t('inventory.allUserTypes')}
            options={manageableUserTypes(user?.type ?? 'DOCTOR').map((value) => ({ value, label: t(`userType.${value}`) }))} />
        </Box>
        {type && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(220px, 1fr))' } }}>
            <CatalogPicker key={type} type={type} value={catalog} onChange={pickCatalog} idPrefix="distribution" required
              errors={{ group: form.formState.errors.groupId?.message && t(form.formState.errors.groupId.message),
                item: form.formState.errors.itemId?.message && t(form.formState.errors.itemId.message) }} />
          </Box>
        )}
        {itemKey ? (
          <DistributionTargets key={`${itemKey.inventory}-${itemKey.groupId}-${itemKey.itemId}-${chosenUserType ?? ''}`}
            form={form} itemKey={itemKey} distributionType={distributionType} userType={chosenUserType} />
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="distribution-pick-item">{t('inventory.pickItemFirst')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}

