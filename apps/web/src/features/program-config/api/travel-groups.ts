import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AidForm, TravelGroupForm } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { configKeys } from './keys.ts';

export const getTravelGroupsPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.travelGroups.page({ query: toPageQuery(query, { programId, followupIds: query.filters.followupIds }) }, { signal });

export const travelGroupQueryOptions = (id: number) => queryOptions({
  queryKey: [...configKeys.travelGroups, 'detail', id] as const,
  queryFn: ({ signal }) => api.travelGroups.get({ params: { id } }, { signal }),
  retry: false,
});
export const useTravelGroup = (id: number | undefined) => useQuery({ ...travelGroupQueryOptions(id ?? 0), enabled: id !== undefined });

export const saveTravelGroup = ({ id, values }: { id?: number | undefined; values: TravelGroupForm }) =>
  id === undefined ? api.travelGroups.create({ body: values }) : api.travelGroups.update({ params: { id }, body: values });
export const useSaveTravelGroup = () => useInvalidatingMutation(saveTravelGroup, configKeys.travelGroups);
export const useDeleteTravelGroup = () => useInvalidatingMutation((id: number) => api.travelGroups.remove({ params: { id } }), configKeys.travelGroups);

/** Aids are shown inside their exam or travel group: a write refreshes that register. */
export const saveAid = ({ id, values }: { id?: number | undefined; values: AidForm }) =>
  id === undefined ? api.aids.create({ body: values }) : api.aids.update({ params: { id }, body: values });
export const useSaveAid = (owner: 'examGroups' | 'travelGroups') => useInvalidatingMutation(saveAid, configKeys[owner]);
export const useDeleteAid = (owner: 'examGroups' | 'travelGroups') =>
  useInvalidatingMutation((id: number) => api.aids.remove({ params: { id } }), configKeys[owner]);
