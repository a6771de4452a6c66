import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionForm } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { configKeys } from './keys.ts';

export const getInstitutionsPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.institutions.page({ query: toPageQuery(query, { programId }) }, { signal });

/** Every institution of the programme: the pickers of the exam and supply forms. */
export const useProgramInstitutions = (programId: number) => useQuery({
  queryKey: [...configKeys.institutions, 'program', programId] as const,
  queryFn: ({ signal }) => api.institutions.ofProgram({ params: { programId } }, { signal }),
});

export const institutionQueryOptions = (id: number) => queryOptions({
  queryKey: [...configKeys.institutions, 'detail', id] as const,
  queryFn: ({ signal }) => api.institutions.get({ params: { institutionId: id } }, { signal }),
  retry: false,
});
export const useInstitution = (id: number | undefined) => useQuery({ ...institutionQueryOptions(id ?? 0), enabled: id !== undefined });

export const saveInstitution = ({ id, values }: { id?: number | undefined; values: InstitutionForm }) =>
  id === undefined ? api.institutions.create({ body: values }) : api.institutions.update({ params: { id }, body: values });
export const useSaveInstitution = () => useInvalidatingMutation(saveInstitution, configKeys.institutions);
export const useDeleteInstitution = () => useInvalidatingMutation((id: number) => api.institutions.remove({ params: { id } }), configKeys.institutions);
