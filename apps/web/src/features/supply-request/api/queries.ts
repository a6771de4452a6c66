import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplyRequestInput } from '@portal/domain';
import { stockKeys } from '@/components/stock-chip/index.ts';
import { api } from '@/lib/api.ts';

const keys = {
  all: ['supply-request'] as const,
  groups: (programId: number) => ['supply-request', 'groups', programId] as const,
  supplies: (groupId: number) => ['supply-request', 'supplies', groupId] as const,
  addresses: (programId: number, doctorId: number) => ['supply-request', 'addresses', programId, doctorId] as const,
};

export const useSupplyGroups = (programId: number | undefined) => useQuery({
  queryKey: keys.groups(programId ?? 0),
  queryFn: ({ signal }) => api.supplies.ofProgram({ params: { programId: programId! } }, { signal }),
  enabled: programId !== undefined,
});

export const useSupplies = (supplyGroupId: number | undefined) => useQuery({
  queryKey: keys.supplies(supplyGroupId ?? 0),
  queryFn: ({ signal }) => api.supplies.supplies({ params: { supplyGroupId: supplyGroupId! } }, { signal }),
  enabled: supplyGroupId !== undefined,
});

/** The doctor's saved kit addresses in the programme (spec §7 addresses/intern). */
export const useSavedAddresses = (programId: number | undefined, doctorId: number | undefined) => useQuery({
  queryKey: keys.addresses(programId ?? 0, doctorId ?? 0),
  queryFn: ({ signal }) => api.doctorAddresses.list({ params: { programId: programId!, doctorId: doctorId! } }, { signal }),
  enabled: programId !== undefined && doctorId !== undefined,
});

const createRequest = (body: SupplyRequestInput) =>
  api.procedures.create({ body }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** Sends the request; the stock chip and the saved addresses (one may have been saved) are read again. */
export function useCreateSupplyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: stockKeys.all }), queryClient.invalidateQueries({ queryKey: keys.all })]),
  });
}
