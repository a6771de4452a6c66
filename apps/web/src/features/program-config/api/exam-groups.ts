import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamForm, ExamGroupForm } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { configKeys } from './keys.ts';

/** One page of a programme's exam groups, optionally of some follow-ups. */
export const getExamGroupsPage = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.examGroups.page({ query: toPageQuery(query, { programId, followupIds: query.filters.followupIds }) }, { signal });

export const examGroupQueryOptions = (id: number) => queryOptions({
  queryKey: [...configKeys.examGroups, 'detail', id] as const,
  queryFn: ({ signal }) => api.examGroups.get({ params: { id } }, { signal }),
  retry: false,
});
export const useExamGroup = (id: number | undefined) => useQuery({ ...examGroupQueryOptions(id ?? 0), enabled: id !== undefined });

export const saveExamGroup = ({ id, values }: { id?: number | undefined; values: ExamGroupForm }) =>
  id === undefined ? api.examGroups.create({ body: values }) : api.examGroups.update({ params: { id }, body: values });
export const useSaveExamGroup = () => useInvalidatingMutation(saveExamGroup, configKeys.examGroups);

export const useDeleteExamGroup = () => useInvalidatingMutation((id: number) => api.examGroups.remove({ params: { id } }), configKeys.examGroups);

/** The exams of a group, as the register edits them. */
export const useGroupExams = (examGroupId: number) => useQuery({
  queryKey: [...configKeys.examGroups, 'exams', examGroupId] as const,
  queryFn: ({ signal }) => api.examGroups.exams({ params: { examGroupId } }, { signal }),
});

export const saveExam = ({ id, values }: { id?: number | undefined; values: ExamForm }) =>
  id === undefined ? api.examGroups.createExam({ body: values }) : api.examGroups.updateExam({ params: { id }, body: values });
export const useSaveExam = () => useInvalidatingMutation(saveExam, configKeys.examGroups);
export const useDeleteExam = () => useInvalidatingMutation((id: number) => api.examGroups.removeExam({ params: { id } }), configKeys.examGroups);
