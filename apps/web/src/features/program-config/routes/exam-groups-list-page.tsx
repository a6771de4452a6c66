import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ExamGroupRow } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn, DataTableFilter } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { getExamGroupsPage, useDeleteExamGroup } from '../api/exam-groups.ts';
import { configKeys } from '../api/keys.ts';
import { useProgramFollowups } from '../api/pickers.ts';

/** /exam-groups: the programme's exam groups, by follow-up. */
export function ExamGroupsListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeleteExamGroup();
  const followups = useProgramFollowups(programId);
  const columns = useMemo<DataTableColumn<ExamGroupRow>[]>(() => [
    { key: 'name', header: t('examGroups.name') },
    { key: 'followup', header: t('examGroups.followup'), render: (g) => g.followup.name },
    { key: 'exams', header: t('examGroups.exams'), align: 'right' },
  ], [t]);
  const filters = useMemo<DataTableFilter[]>(() => [{
    key: 'followupIds', label: t('examGroups.followupFilter'), multiple: true, minWidth: 260,
    options: (followups.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
  }], [followups.data, t]);
  return (
    <CrudListPage<ExamGroupRow>
      title={t('examGroups.title')} columns={columns} filters={filters}
      queryKey={[...configKeys.examGroups, 'list', programId]}
      fetchPage={(q, signal) => getExamGroupsPage(programId, q, signal)}
      addHref={routeHref('examGroupsRegister')}
      editHref={(g) => routeHref('examGroupEdit', { id: g.id })}
      remove={{
        run: (g) => remove.mutateAsync(g.id), successKey: 'msg.successToRemoveExamGroup', failureKey: 'err.failedToRemoveExamGroup',
        warningCodes: ['examGroupIsLinkedToOtherEntitie', 'examGroupNotFound'],
      }}
      testId="exam-groups-table"
    />
  );
}
