import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { doctorsKeys } from './keys.ts';

/**
 * The doctor's exam vouchers and the distributions that reached them (the inventory ledger's
 * calls). A ledger the API does not answer yet reads as empty: the tab shows its empty state.
 */
const emptyOnFailure = async <T,>(load: () => Promise<T>, empty: T): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    console.error('doctor inventory failed to load', error);
    return empty;
  }
};

export const useDoctorVouchers = (programId: number, userId: number | null) => useQuery({
  queryKey: doctorsKeys.vouchers(programId, userId ?? 0),
  enabled: userId !== null,
  queryFn: ({ signal }) => emptyOnFailure(
    () => api.inventory.doctorAmounts({ query: { programId, userId: userId!, inventory: 'CLINICAL_EXAMINATION' } }, { signal }),
    { user: [], doctor: [] },
  ),
});

export const useDoctorDistributions = (programId: number, userId: number | null) => useQuery({
  queryKey: doctorsKeys.distributions(programId, userId ?? 0),
  enabled: userId !== null,
  queryFn: ({ signal }) => emptyOnFailure(
    () => api.inventory.history({ query: { programId, userId: userId!, skip: 0, take: 50 } }, { signal }),
    { data: [], total: 0 },
  ),
});
