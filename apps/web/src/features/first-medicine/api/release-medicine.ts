import { useQueryClient, useMutation } from '@tanstack/react-query';
import type { FirstMedicineRequestInput } from '@portal/domain';
import { stockKeys } from '@/components/stock-chip/index.ts';
import { api } from '@/lib/api.ts';
import { firstMedicineKeys } from './keys.ts';

/**
 * `POST /procedures` type FIRST_MEDICINE: every attempt carries a new `Idempotency-Key`, so a
 * network retry of the same attempt answers the first result and releases nothing more.
 */
export const releaseMedicine = (body: FirstMedicineRequestInput) =>
  api.procedures.create({ body }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** Sends the release; the vouchers (stock chip, presentations) are fetched again after. */
export function useReleaseMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseMedicine,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: firstMedicineKeys.all }),
      ]);
    },
  });
}
