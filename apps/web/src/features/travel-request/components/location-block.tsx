import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { OTHER_TREATMENT_LOCATION, type TravelGroupDetail, type TreatmentLocation } from '@portal/domain';
import { AddressBlock } from '@/components/address/address-block.tsx';
import { FormSelect, FormText } from '@/components/crud/index.ts';
import type { TravelRequestValues } from './travel-request-values.ts';

export interface LocationBlockProps {
  group: TravelGroupDetail;
  locations: readonly TreatmentLocation[];
}

/** Spec §2 Travel request: the group's treatment locations, and OTHER (when offered) revealing a new location's name and address. */
export function LocationBlock({ group, locations }: LocationBlockProps) {
  const { t } = useTranslation();
  const form = useFormContext<TravelRequestValues>();
  const chosen = useWatch({ control: form.control, name: 'treatmentLocationId' });
  const options = [
    ...locations.map((l) => ({ value: l.id, label: `${l.name} — ${l.city}/${l.state}` })),
    ...(group.showOtherOptionForTreatmentLocation ? [{ value: OTHER_TREATMENT_LOCATION, label: t('travelRequest.otherLocation') }] : []),
  ];
  return (
    <Stack spacing={2}>
      <FormSelect control={form.control} name="treatmentLocationId" label={group.treatmentLocationLabel ?? t('travelRequest.location')}
        required options={options} testId="treatmentLocationId" />
      {chosen === OTHER_TREATMENT_LOCATION && (
        <Stack spacing={2} data-testid="new-location">
          <FormText control={form.control} name="treatmentLocation.name" label={t('travelRequest.newLocationName')} required maxLength={150}
            testId="treatmentLocation-name" />
          <AddressBlock name="treatmentLocation" title={t('travelRequest.newLocationTitle')} required />
        </Stack>
      )}
    </Stack>
  );
}
