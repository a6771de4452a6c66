import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { SupplyForm, SupplyGroupForm } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { configKeys } from './keys.ts';

export const getSupplyGroupsPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.supplies.page({ query: toPageQuery(query, { programId }) }, { signal });

export const useProgramSupplyGroups = (programId: number) => useQuery({
  queryKey: [...configKeys.supplyGroups, 'program', programId] as const,
  queryFn: ({ signal }) => api.supplies.ofProgram({ params: { programId } }, { signal }),
});

export const supplyGroupQueryOptions = (id: number) => queryOptions({
  queryKey: [...configKeys.supplyGroups, 'detail', id] as const,
  queryFn: ({ signal }) => api.supplies.get({ params: { id } }, { signal }),
  retry: false,
});
export const useSupplyGroup = (id: number | undefined) => useQuery({ ...supplyGroupQueryOptions(id ?? 0), enabled: id !== undefined });

export const useGroupSupplies = (supplyGroupId: number | undefined) => useQuery({
  queryKey: [...configKeys.supplyGroups, 'supplies', supplyGroupId] as const,
  queryFn: ({ signal }) => api.supplies.supplies({ params: { supplyGroupId: supplyGroupId ?? 0 } }, { signal }),
  enabled: supplyGroupId !== undefined,
});

export const saveSupplyGroup = ({ id, values }: { id?: number | undefined; values: SupplyGroupForm }) =>
  id === undefined ? api.supplies.create({ body: values }) : api.supplies.update({ params: { id }, body: values });
export const useSaveSupplyGroup = () => useInvalidatingMutation(saveSupplyGroup, configKeys.supplyGroups);
export const useDeleteSupplyGroup = () => useInvalidatingMutation((id: number) => api.supplies.remove({ params: { id } }), configKeys.supplyGroups);

export const saveSupply = ({ id, values }: { id?: number | undefined; values: SupplyForm }) =>
  id === undefined ? api.supplies.createSupply({ body: values }) : api.supplies.updateSupply({ params: { id }, body: values });
export const useSaveSupply = () => useInvalidatingMutation(saveSupply, configKeys.supplyGroups);
export const useDeleteSupply = () => useInvalidatingMutation((id: number) => api.supplies.removeSupply({ params: { id } }), configKeys.supplyGroups);

/** Every supply of the programme, labelled "group – supply": the exam form's picker. */
export function useProgramSupplyOptions(programId: number) {
  const groups = useProgramSupplyGroups(programId);
  const supplies = useQueries({
    queries: (groups.data ?? []).map((g) => ({
      queryKey: [...configKeys.supplyGroups, 'supplies', g.id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.supplies.supplies({ params: { supplyGroupId: g.id } }, { signal }),
    })),
  });
  return (groups.data ?? []).flatMap((g, i) => (supplies[i]?.data ?? []).map((s) => ({ value: s.id, label: `${g.name} – ${s.name}` })));
}
