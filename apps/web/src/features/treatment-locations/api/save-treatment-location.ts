import type { TreatmentLocationForm } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { treatmentLocationKeys } from './keys.ts';

/** Registers a treatment location, or edits location `id`. */
export const saveTreatmentLocation = ({ id, values }: { id?: number | undefined; values: TreatmentLocationForm }) =>
  id === undefined ? api.treatmentLocations.create({ body: values }) : api.treatmentLocations.update({ params: { id }, body: values });

export const useSaveTreatmentLocation = () => useInvalidatingMutation(saveTreatmentLocation, treatmentLocationKeys.all);
