import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PatientProcedureForm } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { configKeys } from './keys.ts';

export const getPatientProceduresPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.patientProcedures.page({
    query: toPageQuery(query, { programId, productId: query.filters.productId ? Number(query.filters.productId) : undefined }),
  }, { signal });

export const patientProcedureQueryOptions = (id: number) => queryOptions({
  queryKey: [...configKeys.patientProcedures, 'detail', id] as const,
  queryFn: ({ signal }) => api.patientProcedures.get({ params: { id } }, { signal }),
  retry: false,
});
export const usePatientProcedure = (id: number | undefined) => useQuery({ ...patientProcedureQueryOptions(id ?? 0), enabled: id !== undefined });

export const savePatientProcedure = ({ id, values }: { id?: number | undefined; values: PatientProcedureForm }) =>
  id === undefined ? api.patientProcedures.create({ body: values }) : api.patientProcedures.update({ params: { id }, body: values });
export const useSavePatientProcedure = () => useInvalidatingMutation(savePatientProcedure, configKeys.patientProcedures);
export const useDeletePatientProcedure = () =>
  useInvalidatingMutation((id: number) => api.patientProcedures.remove({ params: { id } }), configKeys.patientProcedures);
