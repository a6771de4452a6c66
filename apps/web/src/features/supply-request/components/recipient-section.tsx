import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { addressAllowedForSupply, type DoctorAddress, type Supply } from '@portal/domain';
import { AddressBlock } from '@/components/address/address-block.tsx';
import { FormCheckbox, FormSelect, FormText } from '@/components/crud/index.ts';
import { MaskedField } from '@/components/request-patient/index.ts';
import type { SupplyRequestValues } from './supply-values.ts';

/**
 * Spec §2/§5 Supply request: a saved address of the doctor (only those whose recipient type the
 * kit allows) or a new one with its recipient and the save flag; the recipient CPF when the kit asks.
 */
export function RecipientSection({ supply, saved }: { supply: Supply; saved: readonly DoctorAddress[] }) {
  const { t } = useTranslation();
  const form = useFormContext<SupplyRequestValues>();
  const choice = useWatch({ control: form.control, name: 'addressChoice' });
  const offered = saved.filter((a) => addressAllowedForSupply(a.recipientType, supply));
  const chosen = offered.find((a) => a.id === choice);
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } };
  return (
    <>
      {offered.length > 0 && (
        <FormSelect control={form.control} name="addressChoice" label={t('supplyRequest.savedAddress')} testId="addressChoice"
          options={[
            { value: 'new', label: t('supplyRequest.newAddress') },
            ...offered.map((a) => ({
              value: a.id,
              label: t('supplyRequest.savedAddressOption', { recipient: a.recipientName, place: a.placeDescription, number: a.number, city: a.city, state: a.state }),
            })),
          ]} />
      )}
      {chosen ? (
        <Typography data-testid="saved-address-summary">
          {`${chosen.recipientName} (${t(`recipientType.${chosen.recipientType}`)}) · ${chosen.placeDescription}, ${chosen.number} · ${chosen.neighborhood} · ${chosen.city}/${chosen.state}`}
        </Typography>
      ) : (
        <>
          <Box sx={grid}>
            <FormText control={form.control} name="userAddress.recipientName" label={t('supplyRequest.recipientName')} required maxLength={150} testId="recipientName" />
            {supply.showFieldRecipientTypes && (
              <FormSelect control={form.control} name="userAddress.recipientType" label={t('supplyRequest.recipientType')} required testId="recipientType"
                options={supply.recipientTypes.map((r) => ({ value: r, label: t(`recipientType.${r}`) }))} />
            )}
          </Box>
          <AddressBlock name="userAddress" required />
        </>
      )}
      <Box sx={grid}>
        {supply.showFieldCpfRequester && (
          <MaskedField name="userAddress.recipientCpf" label={t('supplyRequest.recipientCpf')} required mask="cpf" testId="recipientCpf" />
        )}
        <FormText control={form.control} name="email" label={t('supplyRequest.email')} maxLength={200} testId="email" />
        <FormText control={form.control} name="userAddress.observation" label={t('supplyRequest.observation')} maxLength={50} testId="observation" />
      </Box>
      {!chosen && <FormCheckbox control={form.control} name="userAddress.save" label={t('supplyRequest.saveAddress')} testId="saveAddress" />}
    </>
  );
}
