import { useQuery } from '@tanstack/react-query';
import type { ConfigGroupType, PatientFieldConfigsForm, ProcedureFieldConfigForm } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { configKeys } from './keys.ts';

export interface ConfigGroup { groupType: ConfigGroupType; groupId: number }

const keyOf = ({ groupType, groupId }: ConfigGroup, kind: 'patient' | 'procedure') => [...configKeys.fieldConfigs, kind, groupType, groupId] as const;

export const usePatientFields = (group: ConfigGroup) => useQuery({
  queryKey: keyOf(group, 'patient'),
  queryFn: ({ signal }) => api.fieldConfigs.patient({ params: { groupId: group.groupId }, query: { groupType: group.groupType } }, { signal }),
});

export const useProcedureFields = (group: ConfigGroup) => useQuery({
  queryKey: keyOf(group, 'procedure'),
  queryFn: ({ signal }) => api.fieldConfigs.procedure({ params: { groupId: group.groupId }, query: { groupType: group.groupType } }, { signal }),
});

export const useSavePatientFields = (group: ConfigGroup) => useInvalidatingMutation(
  (values: PatientFieldConfigsForm) => api.fieldConfigs.savePatient({ params: { groupId: group.groupId }, query: { groupType: group.groupType }, body: values }),
  configKeys.fieldConfigs,
);

export const saveProcedureField = ({ id, values }: { id?: number | undefined; values: ProcedureFieldConfigForm }) =>
  id === undefined ? api.fieldConfigs.createProcedure({ body: values }) : api.fieldConfigs.updateProcedure({ params: { id }, body: values });
export const useSaveProcedureField = () => useInvalidatingMutation(saveProcedureField, configKeys.fieldConfigs);
export const useDeleteProcedureField = () =>
  useInvalidatingMutation((id: number) => api.fieldConfigs.removeProcedure({ params: { id } }), configKeys.fieldConfigs);
